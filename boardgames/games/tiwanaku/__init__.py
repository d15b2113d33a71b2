"""Tiwanaku: explore a hidden land, trace its regions and divine its crops (1-4 players).

Pawns walk a 5x5 or 5x9 board. Landing on an unexplored space discovers its terrain and scores on
the player's diversity track; landing on explored terrain calls for divinations, guesses of the
crops under one's pawns. Offerings of different crop tokens score extra. The hidden land
(``land.Land``) comes from the map generator (``mapgen``) or a scenario file.

The rules are pure (``rules.TiwanakuRules`` over ``turns``, ``movement``, ``scoring``); the layout
``layouts/tiwanaku.yaml`` holds the boards' starting spaces and diversity track heights, the
pawns per player count and the offering table, each assumption marked in a comment. The solo
game's par comes from a deterministic par player (``par``). The in-game help (``help``) lists
every decision taken where the rules are silent. Bots read ``deduction``, ``odds`` and the land
sampler (``landsampler``); ``advice`` words suggestions; ``captions`` names the demo's rules. The
Pachamama puzzle is ``pachamama`` (its rules) with ``puzzle_controller``; the UI is
``controller.py`` and the ``*view.py`` modules.
"""
