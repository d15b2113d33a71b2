"""Titania (Rüdiger Dorn, Hans im Glück 2010) for 2-4 players, hot-seat.

Players share three fleets of ships that sail out from the king's castle across a hex board,
collecting shells and sea stars from fog tiles and bonus spaces, building tower stories from crane
spaces and crowning tower spaces with sea stars, over two eras.

The board and component counts live in ``layouts/titania.yaml``. The published map is not public,
so the layout is our own design (with ``# assumption:`` notes): 108 spaces, 22 fog spaces around
the castle, one tower space for each of the 15 combinations of tower colours, every building space
touching a tower space; the fog tile mix and the point tile split (10 each of 3, 4 and 5) are ours
too. ``help.py`` lists every decision taken where the rulebook is silent.

Modules: ``rules`` (the Rules object, a thin shell), ``state``, ``actions``, ``events``, ``layout``,
``components``; ``moves`` (the legal moves, listed or one drawn at random) and ``turns`` (carrying
an action out: ``apply``, and ``apply_unchecked`` for search, the same code without the check and
the events); the game's parts in ``placement``, ``spaces``, ``building``, ``seastars``, ``cards``,
``eras``, ``scoring``; ``shipmasks`` and ``buildmasks``, bitmasks of the board kept with each state
so that the legal ship placements are a few look-ups; ``hidden`` (what a seat may see),
``queries`` (read-only questions for the controller and renderer), ``sampling`` and ``heuristic``
(for bots), ``advice`` (suggestions in words), ``captions`` (the demo's rules per event). The UI
is ``controller.py`` and the ``*_view.py`` modules.
"""
