"""Cuzco (Queen Games, 2023) for 2-4 players, hot-seat, with the Pututu module as a menu option.

Over six rounds players roll three dice each and place them, one at a time, on action spaces
(each die lower than every die already there; the victory-point space takes any): running their
chasqui across Tawantinsuyu's stone trails and rope bridges to deliver quipus and gain feathers,
taking study and farm tiles, exchanging pips, placing priests on the temple steps, adorning
circlets of the headdress. God cards (for an offering, or an Inti medal) bend the rules; phase II
uses the people tiles' abilities; phase III pays status and priests, opens the market and asks
for a mission of the Sapa Inca.

The board and component data live in ``layouts/cuzco.yaml``; the printed numbers are not public,
so the road graph, village feathers and points, road pips, status track, goods prices, people-tile
values, circlet points and mask colours are our own (each marked ``# assumption:``) and
``layout.check_layout`` proves every constraint the rulebook puts on them. ``help.py`` lists every
decision taken where the rulebook is silent.

Modules: ``rules`` (the Rules object), ``state``, ``actions``, ``events``, ``layout``; the game's
parts in ``newgame``, ``placement`` (phase I dice), ``roads``, ``tasks`` (the steps an action
leaves owing), ``gains``, ``gods``, ``phase2``, ``phase3``, ``missions``, ``scoring``, ``flow``
(turn and round order), ``moves`` (every legal action, one at random, carrying one out);
``hidden`` (what a seat may see), ``sampling`` (full states for bots and their heuristic),
``words`` and ``names`` (prompts, hover texts and log words), ``refusals`` (why an action is not
allowed now), ``captions`` (the demo's rules per event). There is one implementation of the
rules: the search's ``apply_unchecked`` runs the code of ``apply`` without the check and with no
events (each step takes ``events``, a list or None); what several questions about one state
share (the front task's options, the card plays, the phase II uses, the buys, the mission
shortfalls) is kept on the state, and what a layout fixes (the chasqui's roads) per layout.
The UI is ``controller.py`` and the ``*_view.py`` modules: ``table_view`` (where things sit and
hit-testing), ``road_view``, ``cuzcoboard_view``, ``mask_view``, ``icons_view``,
``palette_view``, ``animations_view``.
"""
