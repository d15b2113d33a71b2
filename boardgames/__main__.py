"""The command line: play (the default), simulate, screenshot, puzzle, bench, arena, review,
check-layout.

Everything but ``play`` runs headless. Errors in user input (a bad save, a bad layout, an unknown
game) print one line to stderr and exit with status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import sys
from collections.abc import Sequence

from boardgames.games import REGISTRY

PLAY_USAGE = (
    "boardgames [--game GAME] [--players N] [--seed S] [--option KEY=VALUE] [--bots N]\n"
    "                  [--load FILE] [--size WxH] [--fullscreen] [--screenshot PNG]\n"
    "       boardgames COMMAND ... (simulate, screenshot, puzzle, bench, soak, arena, "
    "review, check-layout)"
)


def _play_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--game", choices=[s.name for s in REGISTRY], help="start this game directly")
    p.add_argument("--players", type=int, help="number of players (with --game)")
    p.add_argument("--seed", type=int, help="seed for the setup (with --game)")
    p.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a game option, e.g. board=5x5 (with --game; repeat for several)",
    )
    p.add_argument(
        "--bots", type=int, default=0, help="how many of the last seats bots play (with --game)"
    )
    p.add_argument("--load", metavar="FILE", help="resume a saved game")
    p.add_argument(
        "--phones",
        action="store_true",
        help="players' phones: each seat's secrets on its own phone (prints a link per seat)",
    )
    p.add_argument(
        "--phones-host",
        metavar="HOST",
        help="the address the phone server listens on and puts in the links "
        "(default: this computer's address on the local network)",
    )
    p.add_argument(
        "--phones-port", type=int, default=0, metavar="PORT", help="its port (default: a free one)"
    )
    p.add_argument(
        "--size", metavar="WxH", help="window size (default: the last one, else 1280x800)"
    )
    p.add_argument(
        "--fullscreen", action="store_true", help="start in full screen (F11 toggles it)"
    )
    p.add_argument(
        "--screenshot",
        metavar="PNG",
        help="open, draw the first screen, save it to PNG and quit (checks an installation)",
    )


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="boardgames",
        usage=PLAY_USAGE,
        description="Four board games on one computer. Without a command it opens the app "
        "(the main menu, or straight into a game with --game or --load).",
        epilog="Each command has its own --help.",
    )
    # The play flags work without the word "play" (main() adds it), so --help lists them too.
    _play_args(parser.add_argument_group("play (the default)"))  # type: ignore[arg-type]
    sub = parser.add_subparsers(
        dest="command", title="commands", metavar="COMMAND", prog="boardgames"
    )
    _play_args(sub.add_parser("play", help="open the app (the default)"))

    sim = sub.add_parser("simulate", help="play random games headless")
    sim.add_argument("--game", required=True, choices=[s.name for s in REGISTRY])
    sim.add_argument("--players", type=int, required=True)
    sim.add_argument("--games", type=int, default=1)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--bot", default="random", choices=["random"])
    sim.add_argument(
        "--bots",
        default="random",
        help="comma-separated bot levels for the seats, rotated from game to game as the soak "
        "seats them (random, easy, medium, hard; default: random)",
    )
    sim.add_argument("--save-dir", default="", metavar="DIR", help="a save file per game here")
    sim.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    sim.add_argument(
        "--check", action="store_true", help="also check the protocol invariants each step"
    )
    sim.add_argument("--json", action="store_true", help="one JSON object per game")

    shot = sub.add_parser("screenshot", help="render the play scene after K random actions")
    shot.add_argument("--game", required=True, choices=[s.name for s in REGISTRY])
    shot.add_argument("--players", type=int, required=True)
    shot.add_argument("--seed", type=int, default=1)
    shot.add_argument("--actions", type=int, default=0)
    shot.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    shot.add_argument("--out", required=True)
    shot.add_argument("--size", default="1280x800")
    shot.add_argument(
        "--text-scale",
        type=float,
        default=1.0,
        choices=[1.0, 1.25, 1.5],
        help="text size as the setting has it (1.5: 150%%, a TV across the room)",
    )

    puz = sub.add_parser("puzzle", help="generate a Tiwanaku map with its proof")
    puz.add_argument("--size", default="5x9", choices=["5x5", "5x9"])
    puz.add_argument("--seed", type=int, default=1)
    puz.add_argument("--difficulty", default="medium", choices=["easy", "medium", "hard"])
    puz.add_argument("--json", action="store_true")

    bench = sub.add_parser("bench", help="measure start-up, frame times and playout speed")
    bench.add_argument("--json", action="store_true")
    bench.add_argument("--frames", type=int, default=300)
    bench.add_argument("--seconds", type=float, default=2.0, help="playout time per game")
    bench.add_argument(
        "--phone-moves", type=int, default=100, help="moves timed to reach 5 phones (Titicaca)"
    )

    soak = sub.add_parser("soak", help="many random games with every protocol check")
    soak.add_argument("--game", required=True, choices=[s.name for s in REGISTRY])
    soak.add_argument("--players", type=int, required=True)
    soak.add_argument("--games", type=int, default=100)
    soak.add_argument("--seed", type=int, default=1)
    soak.add_argument("--jobs", type=int, default=0, help="processes (default: the CPU count)")
    soak.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    soak.add_argument("--out", default="", help="folder for the saves of failing games")
    soak.add_argument(
        "--bots",
        default="random",
        help="comma-separated bot levels for the seats, rotated from game to game "
        "(random, easy, medium, hard; default: random)",
    )
    soak.add_argument("--json", action="store_true", help="one summary JSON object")

    arena = sub.add_parser("arena", help="play bots against each other, seats rotated")
    arena.add_argument("--game", required=True, choices=[s.name for s in REGISTRY])
    arena.add_argument("--players", type=int, required=True)
    arena.add_argument(
        "--bots",
        required=True,
        help="comma-separated levels, e.g. hard,easy (random always works); "
        "cheating-yardstick reads the full state (a measure, not a level)",
    )
    arena.add_argument("--games", type=int, default=10)
    arena.add_argument("--seed", type=int, default=1)
    arena.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    arena.add_argument(
        "--iterations",
        action="append",
        default=[],
        metavar="LEVEL=N",
        help="think N iterations a move (no time limit) instead of the level's budget",
    )
    arena.add_argument(
        "--processes",
        type=int,
        default=1,
        help="medium and hard search in this many processes at once (root-parallel)",
    )
    arena.add_argument("--json", action="store_true", help="one JSON object")
    arena.add_argument("--progress", action="store_true", help="a line per game on stderr")

    rev = sub.add_parser(
        "review", help="review a finished saved game: each seat's costly decisions and the luck"
    )
    rev.add_argument("--load", required=True, metavar="FILE", help="a saved, finished game")
    rev.add_argument("--seat", type=int, help="only this seat's decisions (0 is the first)")
    rev.add_argument(
        "--processes", type=int, help="judge in this many processes (default: every core)"
    )
    rev.add_argument("--store", action="store_true", help="keep the review in the save file")
    rev.add_argument("--progress", action="store_true", help="how far it got, on stderr")
    rev.add_argument("--json", action="store_true", help="one JSON object")

    chk = sub.add_parser("check-layout", help="validate a layout YAML file")
    chk.add_argument("file")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    # A worker process of the one-file build starts here too: it must serve, not open the app.
    multiprocessing.freeze_support()
    # pygame prints a banner on import; keep stdout clean for --json output.
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    argv = list(sys.argv[1:] if argv is None else argv)
    commands = {
        "play",
        "simulate",
        "screenshot",
        "puzzle",
        "bench",
        "check-layout",
        "soak",
        "arena",
        "review",
    }
    if not argv or (argv[0] not in commands and argv[0] not in ("-h", "--help")):
        argv = ["play", *argv]
    args = build_parser().parse_args(argv)
    from boardgames import cli
    from boardgames.core.layout import LayoutError
    from boardgames.core.savefile import SaveError

    try:
        return cli.run(args)
    except (cli.UserError, LayoutError, SaveError) as exc:
        # Bad input from files or flags: one readable line, never a traceback.
        print(f"boardgames: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
