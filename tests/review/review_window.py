"""Open the review screen (or the replay at a reviewed decision) of a saved game in a real
window, for screenshots: ``python -m tests.review.review_window SAVE WxH [SCALE] [replay]``.

A save without a stored review is reviewed first (that takes up to a minute)."""

from __future__ import annotations

import sys
from pathlib import Path

from boardgames.core import savefile
from boardgames.games import find_rules, spec
from boardgames.review import review_match, store, stored
from boardgames.ui.app import App
from boardgames.ui.settings import Settings


def main() -> None:
    path, size = Path(sys.argv[1]), sys.argv[2]
    scale = float(sys.argv[3]) if len(sys.argv) > 3 else 1.0
    match = savefile.load(path, find_rules)
    review = stored(match)
    if review is None:
        review = review_match(match)
        store(match, review)
        savefile.save(match, path)
    w, h = (int(v) for v in size.split("x"))
    app = App((w, h), settings=Settings())
    app.settings.text_scale = scale
    app.relayout()
    game = spec(match.rules.name)
    app.push(app.make("results", game, match))
    scene = app.make("review", game, match)
    app.push(scene)
    if "replay" in sys.argv[4:]:
        seat = scene.seat  # type: ignore[attr-defined]
        first = review.costliest(seat, 1) or review.costliest(1 - seat, 1)
        scene.open_replay(first[0].index)  # type: ignore[attr-defined]
    app.run(app.top)  # type: ignore[arg-type]


if __name__ == "__main__":
    main()
