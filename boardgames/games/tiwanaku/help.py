"""The in-game rules help for Tiwanaku, in our own words, ending with every decision we took."""

from __future__ import annotations

import textwrap

from boardgames.games.tiwanaku.layout import TiwanakuLayout

WIDTH = 96


def help_text(layout: TiwanakuLayout) -> str:
    crops = ", ".join(f"{name} {v}" for v, name in enumerate(layout.crops, start=1))
    boards = "; ".join(
        f"{b.name} ({len(b.start)} starting spaces, tracks of {b.track_height} levels)"
        for b in layout.boards
    )
    pawns = ", ".join(
        f"{count} with {n} player{'s' if n > 1 else ''}" for n, count in sorted(layout.pawns)
    )
    offering = ", ".join(
        f"{n} token{'s' if n > 1 else ''}: {pts}" for n, pts in enumerate(layout.offering, start=1)
    )
    heights = " and ".join(f"{b.track_height} levels on the {b.name} board" for b in layout.boards)
    sections: list[tuple[str, list[str]]] = [
        (
            "THE LAND",
            [
                "A hidden land lies under the board. Every space has a terrain (sand, earth, "
                f"grass or rock) and a crop: {crops}.",
                "Terrains form regions of 1 to 5 spaces; two regions of one terrain never touch, "
                "not even at a corner. A region of n spaces grows the crops 1 to n, once each, "
                "and two equal crops never touch, not even at a corner. These two principles let "
                "you work out what lies where.",
                f"Boards: {boards}. Pawns each: {pawns}.",
            ],
        ),
        (
            "YOUR TURN",
            [
                "1. Move one pawn, or bring a new pawn from your supply onto an empty starting "
                "space. A pawn steps orthogonally and may turn. It may go on past a space only if "
                "that space holds a crop token or another pawn of its own colour. It never enters "
                "a space with a pawn of another colour, never stops on its own colour, and never "
                "ends where it began.",
                "2. If the pawn ends on an unexplored space, you discover it: its terrain tile is "
                "placed and your marker of that terrain climbs one level on your diversity track. "
                "You score as many points as you have markers on that new level, the climbing "
                "marker included. A marker already at the top scores 1 point.",
                "3. If the pawn ends on explored terrain, you must divine: pick a space under any "
                "of your pawns that has terrain but no crop token, and name its crop. Right: "
                "score the crop's value, its token is placed, and you take a token of that crop "
                "unless you hold one already; then divine again or stop. Wrong: lose the value of "
                "the crop really there, its token is placed, and your turn ends at once, without "
                "an offering.",
                f"4. Offering: you may hand in different crop tokens you hold ({offering}).",
            ],
        ),
        (
            "THE END",
            [
                "When the last terrain tile is placed, that turn finishes. Then, starting with "
                "the player who placed it, everyone in turn order divines once (on any space under "
                "their pawns) or passes. Passing is for good, and a wrong guess counts as a pass. "
                "The round goes on until everyone has passed. Then each player, in the same "
                "order, may make one final offering. The highest score wins.",
            ],
        ),
        (
            "SOLO",
            [
                "The solo game is the full game for one player on a generated map. At the start "
                "you see the map's par: the score of a plain, careful explorer playing the same "
                "map and seeing only what you see. It takes whichever move pays most right away, "
                "divines the crops that simple deduction proves, guesses only when it must or "
                "when a guess is worth more than nothing on average, keeps the last unexplored "
                "space for when nothing else pays, and offers once it holds all five crops. The "
                "end screen rates your score against par.",
            ],
        ),
        (
            "OUR DECISIONS (where the rules we had are silent)",
            [
                "- A move is a path of orthogonal steps that may turn; every space passed "
                "through needs a crop token or an own pawn, and no space of the path may hold "
                "another player's pawn.",
                "- A generated map starts with a few terrain tiles and some crop tokens face up "
                "(enough tokens for every crop to be deducible once the terrain is known). A token "
                "may lie on a space nobody has explored yet; pawns may still pass over it, from "
                "the very first turn.",
                "- Starting spaces are marked along the edges in layouts/tiwanaku.yaml. A new "
                "pawn comes only onto a vacant one; if it is unexplored, it is discovered.",
                "- A move that discovers nothing is legal only if a divination can follow: "
                "afterwards at least one of your pawns must stand on terrain without a crop token.",
                "- A player with no legal move passes (an offering may follow) and may not divine "
                "instead: a divination only ever follows a move. If every player passes in a row, "
                "nobody can ever move again, so exploration ends and the closing round starts "
                "with the player who would have moved next.",
                "- You may divine with any of your pawns, not only the one that moved, and name "
                "any of the five crops. Guesses are made one at a time.",
                "- A wrongly divined space gets its crop token too, so everyone learns the crop.",
                "- Scores can go below zero.",
                f"- Diversity tracks have {heights}.",
                "- Offering a single token is allowed but scores 0. Offered tokens go back to the "
                "supply, so you can collect them again. The offering step is skipped when you "
                "hold no token.",
                "- In the closing round a player with nothing left to divine passes by itself, "
                "and a wrong guess there ends that player's divining but not their final offering.",
                "- The solo player has 5 pawns; the solo par is our own design (see SOLO).",
                "- Ties are shared: every player with the top score wins.",
            ],
        ),
    ]
    out: list[str] = []
    for heading, paragraphs in sections:
        out.append(heading)
        for paragraph in paragraphs:
            indent = "  " if paragraph.startswith("- ") else "   " if paragraph[0].isdigit() else ""
            out.append(textwrap.fill(paragraph, WIDTH, subsequent_indent=indent))
        out.append("")
    return "\n".join(out).rstrip() + "\n"
