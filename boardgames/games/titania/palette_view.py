"""Titania's colours for ships, shells, towers and sea stars, each paired with a letter.

Nothing is told by colour alone. Ships are boats with a letter on the hull (B blue, Y yellow,
R red), and ship cards show the same letters; shells and towers carry a letter too (B brown,
G green, K black, W white). The blue B only ever sits on a boat or a card and the brown B on a
shell or a tower, so the shared letter is never ambiguous where it is read.
"""

from __future__ import annotations

from boardgames.ui import theme as th

# Okabe-Ito for the three fleets, as the brief fixes them.
SHIP_RGB: dict[str, th.Color] = {"blue": th.BLUE, "yellow": th.YELLOW, "red": th.VERMILLION}
SHIP_LETTER: dict[str, str] = {"blue": "B", "yellow": "Y", "red": "R"}
# Shells and towers: four lightness steps (dark black, mid brown, mid-light green, white) so they
# separate even in greyscale, and a letter each. K is black, as in CMYK; brown is "Br", since B is
# the blue ship's.
SHELL_RGB: dict[str, th.Color] = {
    "brown": (146, 92, 46),
    "green": (0, 158, 115),
    "black": (30, 30, 34),
    "white": (242, 240, 232),
}
SHELL_LETTER: dict[str, str] = {"brown": "Br", "green": "G", "black": "K", "white": "W"}
STAR_RGB: th.Color = th.ORANGE
INK: th.Color = (24, 26, 32)
