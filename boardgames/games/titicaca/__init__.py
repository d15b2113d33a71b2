"""Titicaca: settle the lake shores, form lands with border sticks, win their majorities.

Players bid weapons in secret for the free fields around lakes 1 to 15 in turn, place houses that
become one-field lands, join lands, build face-down temples and score the lands' majorities after
lakes 5 and 10 and at the end.

The tiles, colours, weapons and temples come from ``layouts/titicaca.yaml`` (the rulebook's 12
tiles; the default) or ``layouts/titicaca-15tiles.yaml`` (15 tiles of one lake and three fields),
picked by the menu option "edition". The rulebook prints no tiles, so their shapes and land types
are assumptions of those files; each lake is one hex touching a field of its own tile.

Modules: ``rules`` (the Rules object), ``state``, ``actions``, ``events``, ``board`` and
``landscape`` (the laid-out tiles), ``lands`` (lands and border sticks) with ``lands_cache`` (the
lands as bitmasks, kept with the state), ``moves`` (what a turn allows, and a random legal action
for search), ``perform`` (what an action does: the one implementation behind ``apply`` and
``apply_unchecked``), ``bidding``, ``supply`` (running out of houses), ``scoring``, ``rounds``
(the course of the game), ``queries`` (what the table asks), ``layout`` and ``help``;
``sampling`` and ``heuristic`` for bots, ``advice`` (suggestions in words), ``captions`` (the
demo's rules per event). The UI is ``controller.py`` and the ``*_view.py`` modules; pygame stays
there.
"""
