"""Titicaca's section of the side panel: the round line, who bids or the turn order, the bid
picker and the turn's step buttons, and the legend of land types.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from boardgames.core.match import Match
from boardgames.core.rules import Seat
from boardgames.games.titicaca import queries
from boardgames.games.titicaca.choices import JOIN_MODE, MERGE_MODE, temple_mode
from boardgames.games.titicaca.state import (
    BID,
    END,
    JOIN,
    MERGE,
    OVER,
    PLACE,
    TEMPLE,
    TiticacaState,
)
from boardgames.games.titicaca.view import HexArt, draw_swatch, player_rgb
from boardgames.ui import theme as th
from boardgames.ui.theme import Theme
from boardgames.ui.widgets import Button, fit_label, readable

CONFIRM = th.mix(th.GREEN, th.PANEL, 0.2)
BID_STEPS = {"minus5": -5, "minus1": -1, "plus1": 1, "plus5": 5}  # button id -> change of the bid

# Lays buttons out in a grid from a y inside the panel and returns the y below them.
Stacker = Callable[[Sequence[Button], int, int], int]


class Panel:
    """The buttons of both pickers and the drawing around them; the controller says what shows."""

    def __init__(self, match: Match, theme: Theme, temple_values: Sequence[int]) -> None:
        self.match = match
        self.theme = theme
        self._legend: pygame.Surface | None = None
        self.arrow_rect = pygame.Rect(0, 0, 0, 0)  # the arrow token's chip, where drawn
        self.arrow_text = ""
        self.bid_buttons = {
            # Their tooltips go below them: above is the bid they change.
            "minus5": Button("minus5", "-5", tooltip="Page Down", tip_side="below"),
            "minus1": Button("minus1", "-1", tooltip="Down arrow", tip_side="below"),
            "plus1": Button("plus1", "+1", tooltip="Up arrow", tip_side="below"),
            "plus5": Button("plus5", "+5", tooltip="Page Up", tip_side="below"),
            "pass": Button("pass", "Pass (bid 0)", tooltip="P: take no turn this round"),
            "bid": Button("bid", "Bid 1", color=CONFIRM, tooltip="Enter"),
        }
        self.turn_buttons = {
            JOIN_MODE: Button(JOIN_MODE, "Join new land", tooltip="J, then click a glowing land"),
            MERGE_MODE: Button(MERGE_MODE, "Join two lands", tooltip="M, then click two lands"),
            **{
                temple_mode(v): Button(
                    temple_mode(v), f"Temple +{v}", tooltip=f"{v}, then click your field"
                )
                for v in temple_values
            },
            "end": Button("end", "End turn", color=CONFIRM, tooltip="E or Enter"),
        }
        self._long = {b.id: b.label for b in self.turn_buttons.values()}  # labels before fitting

    # --- buttons ---------------------------------------------------------------------------------
    def buttons(self, phase: str) -> Sequence[Button]:
        if phase == BID:
            return list(self.bid_buttons.values())
        if phase in (JOIN, MERGE, TEMPLE, END):
            return list(self.turn_buttons.values())
        return ()

    def show_turn(self, mode: str, modes: Sequence[str], can_end: bool) -> None:
        """The chosen step is selected; steps not possible now are disabled."""
        for key, b in self.turn_buttons.items():
            b.selected = key == mode
            b.enabled = can_end if key == "end" else key in modes

    def show_bid(self, amount: int, top: int) -> None:
        """The amount stays within 0 and the seat's weapons ``top``."""
        self.bid_buttons["minus5"].enabled = amount > 0
        self.bid_buttons["minus1"].enabled = amount > 0
        self.bid_buttons["plus1"].enabled = amount < top
        self.bid_buttons["plus5"].enabled = amount < top
        self.bid_buttons["bid"].label = f"Bid {amount}"

    def place(self, rect: pygame.Rect, phase: str | None, stack: Stacker) -> None:
        """Lay out the buttons of ``phase`` below the round line and the order row.

        Both pickers start one large line lower (the bid amount, or the turn's heading), and "End
        turn" sits below both bidding rows, so the next round's "Pass" or "Bid" never appears
        where "End turn" was just clicked (nor a step button where "Bid" was).
        """
        if rect.width <= 0:
            return
        top = rect.y + 2 * self._line_h() + 4 + self.theme.font("large").get_linesize()
        if phase == BID:
            bids = self.bid_buttons
            y = stack([bids["minus5"], bids["minus1"], bids["plus1"], bids["plus5"]], top, 4)
            stack([bids["pass"], bids["bid"]], y, 2)
            return
        modes = [b for k, b in self.turn_buttons.items() if k != "end"]
        y = stack(modes, top, 2)
        end = self.turn_buttons["end"]
        end.rect = pygame.Rect(rect.x, y, rect.width, self._button_h())
        self._fit_labels(modes, rect.width // 2 - 12)

    def _fit_labels(self, buttons: Sequence[Button], width: int) -> None:
        """Shorter labels where the longer ones do not fit (small windows)."""
        font = self.theme.font("normal")
        short = {"Join new land": "Join new", "Join two lands": "Join two"}
        for b in buttons:
            long = self._long[b.id]
            b.label = fit_label(font, (long, short.get(long, long)), width)

    # --- sizes -----------------------------------------------------------------------------------
    def _line_h(self) -> int:
        return self.theme.font(readable(self.theme, "small")).get_linesize() + 4

    def _button_h(self) -> int:
        return max(30, self.theme.px["normal"] + 14)

    def _legend_h(self) -> int:
        return 2 * self._line_h() + 6

    def height(self) -> int:
        gap = 6
        rows = 3 * (self._button_h() + gap)
        header = 2 * self._line_h() + self.theme.font("large").get_linesize()
        return header + rows + self._legend_h() + 12

    # --- drawing ---------------------------------------------------------------------------------
    def draw(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        state: TiticacaState,
        seat: Seat | None,
        amount: int,
        art: HexArt | None,
    ) -> None:
        if rect.height <= 0:
            return
        theme = self.theme
        lh = self._line_h()
        y = rect.y
        surface.blit(
            theme.text(self._round_line(state, rect.width), readable(theme, "small"), th.TEXT_DIM),
            (rect.x, y),
        )
        y += lh
        arrow_w = self._draw_arrow(surface, state, rect.x, y, rect.width)
        self._draw_round_chips(surface, state, rect.x, y, rect.width - arrow_w)
        y += lh + 4
        if seat is not None and state.phase == BID:
            label = theme.text(f"Weapons worth {state.weapons[seat]} · bid:", "normal", th.TEXT)
            ly = y + (theme.font("large").get_linesize() - label.get_height()) // 2
            surface.blit(label, (rect.x, ly))
            shown = theme.text(str(amount), "large", th.YELLOW, bold=True)
            surface.blit(shown, (rect.x + label.get_width() + 10, y))
        elif seat is not None and state.phase in (JOIN, MERGE, TEMPLE, END):
            label = theme.text("Optional steps, then End turn:", "normal", th.TEXT)
            ly = y + (theme.font("large").get_linesize() - label.get_height()) // 2
            surface.blit(label, (rect.x, ly))
        if rect.height >= self.height() - 4:
            self._draw_legend(surface, art, rect.x, rect.bottom - self._legend_h() + 6, rect.width)

    def _round_line(self, s: TiticacaState, width: int) -> str:
        """The round (``TiticacaState.round_number``, as the log counts it), its lake and the free
        fields: the longest form that fits."""
        if s.phase == OVER:
            return "The game is over."
        free = len(queries.free_fields(s))
        fields = f"{free} free field{'' if free == 1 else 's'}"
        n = s.round_number
        if s.lake is None:
            forms = [f"Round {n}, an extra round: any free field · {fields}", f"Round {n} (extra)"]
        else:
            in_play = s.lakes_in_play
            out = [k for k in range(1, s.config.lake_rounds + 1) if k not in in_play]
            core = f"Round {n} of {len(in_play)} · lake {s.lake}"
            head = core + (" · scoring after it" if s.lake in s.config.scoring_lakes else "")
            forms = [f"{head} · {fields}", head, f"{core} · {fields}", core]
            if out:
                missing = f"lake{'s' if len(out) > 1 else ''} {_numbers(out)} not in play"
                forms.insert(0, f"{head} · {fields} · {missing}")
        font = self.theme.font(readable(self.theme, "small"))
        return fit_label(font, forms, width)

    def _draw_round_chips(
        self, surface: pygame.Surface, s: TiticacaState, x: int, y: int, width: int
    ) -> None:
        """Who still chooses (bidding), or the turn order with the revealed bids."""
        theme = self.theme
        names = self.match.names
        # seat, text, shorter text (where all do not fit: the glyph names the player), emphasised
        chips: list[tuple[Seat, str, str, bool]] = []
        if s.phase == BID:
            title = "Choosing:"
            for seat, b in enumerate(s.bids):
                if b is None:
                    chips.append((seat, names[seat], "", False))
            if not chips:
                return
        elif s.phase in (PLACE, JOIN, MERGE, TEMPLE, END):
            title = "Order:"
            for k, seat in enumerate(s.order):
                bid = str(s.bids[seat])
                chips.append((seat, f"{names[seat]} {bid}", bid, k == s.turn))
        else:
            return
        small = readable(theme, "small")
        font = theme.font(small)
        label = theme.text(title, small, th.TEXT_DIM)
        surface.blit(label, (x, y))
        cx = x + label.get_width() + 6
        r = font.get_linesize() * 0.36
        need = sum(int(2 * r + 14 + font.size(text)[0]) for _, text, _, _ in chips)
        short = cx + need > x + width
        for seat, long, brief, strong in chips:
            text = brief if short else long
            colour = player_rgb(s.colours[seat])
            img = theme.text(text, small, th.TEXT if strong else th.TEXT_DIM, bold=strong)
            w = int(2 * r + 4 + img.get_width() + 10)
            if cx + w > x + width:
                break
            if strong:
                box = pygame.Rect(cx - 3, y - 2, w - 4, font.get_linesize() + 4)
                pygame.draw.rect(surface, th.mix(th.PANEL, colour, 0.3), box, border_radius=5)
            glyph = th.player_style(seat).glyph
            th.draw_glyph(surface, glyph, (cx + r, y + img.get_height() / 2), r, colour)
            surface.blit(img, (cx + 2 * r + 4, y))
            cx += w

    def _draw_arrow(
        self, surface: pygame.Surface, s: TiticacaState, x: int, y: int, width: int
    ) -> int:
        """Who holds the arrow token (it wins tied bids), at the right of the order row, in the
        longest words that fit half of it; returns the width it took."""
        if s.phase == OVER:
            return 0
        theme = self.theme
        small = readable(theme, "small")
        font = theme.font(small)
        name = self.match.names[s.arrow]
        r = font.get_linesize() * 0.36
        room = width // 2 - int(2 * r) - 18
        forms = [f"arrow token: {name}", f"arrow: {name}", "arrow"]
        text = fit_label(font, forms, room)
        label = theme.text(text, small, th.TEXT)
        colour = player_rgb(s.colours[s.arrow])
        w = int(label.get_width() + 2 * r + 18)
        box = pygame.Rect(x + width - w, y - 2, w, font.get_linesize() + 4)
        pygame.draw.rect(surface, th.mix(th.PANEL, colour, 0.22), box, border_radius=5)
        pygame.draw.rect(surface, colour, box, 1, border_radius=5)
        glyph = th.player_style(s.arrow).glyph
        th.draw_glyph(surface, glyph, (box.x + 5 + r, box.centery), r, colour)
        surface.blit(label, label.get_rect(midleft=(box.x + 9 + 2 * r, box.centery)))
        self.arrow_rect = box
        self.arrow_text = text
        return w + 8

    def forget_legend(self) -> None:
        """The swatches come from the hex art of one layout: render them again after a new one."""
        self._legend = None

    def _draw_legend(
        self, surface: pygame.Surface, art: HexArt | None, x: int, y: int, width: int
    ) -> None:
        if self._legend is None or self._legend.get_width() != width:
            self._legend = self._render_legend(art, width)
        surface.blit(self._legend, (x, y))

    def _render_legend(self, art: HexArt | None, width: int) -> pygame.Surface:
        """The land types with their swatches (drawn once per layout)."""
        theme = self.theme
        lh = self._line_h()
        types = list(self.match.state.config.land_types)
        cols = 3
        rows = (len(types) + cols - 1) // cols
        legend = pygame.Surface((width, rows * lh), pygame.SRCALPHA)
        col_w = width // cols
        r = lh * 0.42
        for i, land_type in enumerate(types):
            row, col = divmod(i, cols)
            cx, cy = col * col_w + r, row * lh + lh / 2
            draw_swatch(legend, (cx, cy), r, land_type, art)
            label = theme.text(land_type, readable(theme, "small"), th.TEXT_DIM)
            legend.blit(label, (cx + r + 5, cy - label.get_height() / 2))
        return legend


def _numbers(values: Sequence[int]) -> str:
    """1, 7 and 9."""
    words = [str(v) for v in values]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]
