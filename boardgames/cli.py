"""What each command-line verb does (parsing lives in ``__main__``).

Heavy imports (pygame, the games) happen inside the verbs, so ``--help`` and the headless verbs
start fast.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from boardgames.core.rules import IllegalAction, Params


class UserError(Exception):
    """Bad input from the person at the keyboard: printed as one line, exit status 2."""


def run(args: argparse.Namespace) -> int:
    verbs = {
        "play": play,
        "simulate": simulate,
        "screenshot": screenshot,
        "puzzle": puzzle,
        "bench": bench,
        "arena": arena,
        "check-layout": check_layout,
        "soak": soak,
        "review": review,
    }
    return verbs[args.command](args)


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError as exc:
        raise UserError(f"size {text!r} should look like 1280x800") from exc
    if w < 320 or h < 240:
        raise UserError(f"size {text!r} is too small")
    return w, h


def _options(pairs: list[str]) -> dict[str, str]:
    out: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep:
            raise UserError(f"option {pair!r} should look like KEY=VALUE")
        out[key.strip()] = value.strip()
    return out


def make_params(
    rules: Any, players: int | None, options: dict[str, str], names: tuple[str, ...]
) -> Params:
    """Params for a new match from command-line flags, checked against the game's options."""
    from boardgames.games import fixed_options

    n = players if players is not None else max(rules.min_players, min(2, rules.max_players))
    if not rules.min_players <= n <= rules.max_players:
        raise UserError(
            f"{rules.title} is for {rules.min_players}-{rules.max_players} players, not {n}"
        )
    known = {o.key: o for o in rules.options()}
    for key, value in options.items():
        if key not in known:
            raise UserError(
                f"{rules.title} has no option {key!r} (options: {', '.join(known) or 'none'})"
            )
        if known[key].choices != ("",) and value not in known[key].choices:
            raise UserError(f"option {key} must be one of {', '.join(known[key].choices)}")
    full = fixed_options(rules, {o.key: o.default for o in rules.options()} | options)
    return Params(players=n, names=names[:n], options=full)


def _new_match(
    game: str, players: int | None, seed: int | None, options: dict[str, str], bots: int = 0
) -> Any:
    from boardgames.core.match import BOT_RANDOM, DEFAULT_NAMES, HUMAN, Match
    from boardgames.games import rules as make_rules

    rules = make_rules(game)
    params = make_params(rules, players, options, DEFAULT_NAMES)
    n = params.players
    seats = [HUMAN] * (n - bots) + [BOT_RANDOM] * min(bots, n)
    try:
        return Match(rules, params, seed if seed is not None else random.randrange(1, 10**9), seats)
    except ValueError as exc:
        raise UserError(str(exc)) from exc


# --- play ----------------------------------------------------------------------------------------
def play(args: argparse.Namespace) -> int:
    size = _size(args.size) if args.size else None  # None: the size the window had last time
    match = None
    if args.load:
        from boardgames.core import savefile
        from boardgames.games import find_rules

        try:
            # resume: a saved game plays on in an autosave slot of its own, overwriting nothing
            match = savefile.resume(Path(args.load), find_rules)
        except savefile.SaveError as exc:
            raise UserError(str(exc)) from exc
    elif args.game:
        match = _new_match(args.game, args.players, args.seed, _options(args.option), args.bots)
    phones = _phone_setup(args, match)
    from boardgames.ui.app import App
    from boardgames.ui.scenes.menu import MenuScene
    from boardgames.ui.scenes.play import PlayScene

    app = App(size)
    if getattr(args, "fullscreen", False):
        app.set_fullscreen(True, remember=False)
    if match is None:
        first: Any = MenuScene(app, phones=phones)
    else:
        from boardgames.games import spec

        first = PlayScene(
            app,
            spec(match.rules.name),
            match,
            autosave=not args.screenshot,
            phones=phones,
        )
    if args.screenshot:
        return _probe(app, first, Path(args.screenshot))
    app.run(first)
    return 0


def _phone_setup(args: argparse.Namespace, match: Any) -> Any:
    """The phones a game from the command line asks for (None: no phones); without a game, the
    menu's "Players' phones" starts on."""
    from boardgames.games import spec
    from boardgames.phones.setup import NO_SECRETS, PhoneSetup

    if not getattr(args, "phones", False):
        if getattr(args, "phones_host", None):
            raise UserError("--phones-host goes with --phones")
        return None
    if match is not None and not spec(match.rules.name).phone:
        raise UserError(NO_SECRETS.format(title=match.rules.title))
    port = int(getattr(args, "phones_port", 0) or 0)
    if not 0 <= port <= 65535:
        raise UserError(f"--phones-port {port} is not a port (0-65535)")
    return PhoneSetup(host=args.phones_host or "", port=port, announce=True)


def _probe(app: Any, first: Any, out: Path) -> int:
    """Draw the first screen for a few frames, save it, quit: proof that the app opens."""
    import pygame

    app.push(first)
    for _ in range(5):
        app.step(1 / 60)
        pygame.display.flip()
    try:
        pygame.image.save(app.screen, str(out))
    except (pygame.error, OSError) as exc:
        raise UserError(f"could not save {out}: {exc}") from exc
    seconds = time.perf_counter() - app.started
    w, h = app.size
    app.close()
    print(f"saved {out} ({w}x{h}, {seconds:.2f} s from the window opening to the first screen)")
    return 0


# --- simulate ------------------------------------------------------------------------------------
def simulate(args: argparse.Namespace) -> int:
    from boardgames import soak as soaking
    from boardgames.core.playout import InvariantBroken, random_playout
    from boardgames.games import rules as make_rules

    rules = make_rules(args.game)
    names = tuple(f"P{i + 1}" for i in range(5))
    params = make_params(rules, args.players, _options(args.option), names)
    layout = rules.load_layout(params)
    try:
        kinds = soaking.bot_kinds(args.bots.split(","))
    except ValueError as exc:
        raise UserError(str(exc)) from None
    save_dir = Path(args.save_dir) if args.save_dir else None
    if save_dir is not None and save_dir.exists() and not save_dir.is_dir():
        raise UserError(f"--save-dir {args.save_dir}: not a folder")
    failures = 0
    started = time.perf_counter()
    for k in range(args.games):
        seed = args.seed + k
        try:
            if kinds == ("bot:random",) and save_dir is None:
                result = random_playout(rules, params, seed, check=args.check, layout=layout)
            else:
                result = _bot_game(rules, params, seed, kinds, layout, save_dir)
        except UserError:
            raise
        except (InvariantBroken, IllegalAction, Exception) as exc:  # report every failure, go on
            failures += 1
            print(
                json.dumps(
                    {
                        "game": args.game,
                        "players": args.players,
                        "seed": seed,
                        "error": f"{type(exc).__name__}: {exc}",
                    }
                ),
                flush=True,
            )
            continue
        record = {
            "game": args.game,
            "players": args.players,
            "seed": seed,
            "winner": list(result.outcome.winners),
            "scores": list(result.outcome.scores),
            "actions": len(result.actions),
            "seconds": round(result.seconds, 4),
        }
        if args.json:
            print(json.dumps(record), flush=True)
        else:
            print(
                f"seed {seed}: winner {record['winner']} scores {record['scores']} in {record['actions']} actions ({record['seconds']} s)"
            )
    seconds = time.perf_counter() - started
    summary = {
        "summary": True,
        "game": args.game,
        "players": args.players,
        "games": args.games,
        "faults": failures,
        "seconds": round(seconds, 3),
        "games_per_s": round(args.games / seconds, 2) if seconds > 0 else None,
    }
    if args.json:
        print(json.dumps(summary), flush=True)
    else:
        print(
            f"{args.games} games, {failures} faults, {summary['games_per_s']} games/s "
            f"({summary['seconds']} s)"
        )
    return 1 if failures else 0


def _bot_game(
    rules: Any, params: Params, seed: int, kinds: tuple[str, ...], layout: Any, save_dir: Any
) -> Any:
    """One game with the seats played by bots of ``kinds`` (rotated over the seats by the seed,
    as the soak seats them), each from its seat's view; saved in ``save_dir`` if given."""
    from boardgames.ai import choose, make_bot, seen_by
    from boardgames.core import savefile
    from boardgames.core.match import Match
    from boardgames.core.playout import Playout

    n = params.players
    seats = [kinds[(s + seed) % len(kinds)] for s in range(n)]
    match = Match(rules, params, seed, seats, layout=layout)
    bots = [make_bot(kind, rules, seed=seed * 8 + s) for s, kind in enumerate(seats)]
    t0 = time.perf_counter()
    while not match.is_over:
        seat = match.to_act()[0]
        action = choose(bots[seat], rules, match.view(seat), seat, seen_by(match, seat), n)
        match.apply(seat, action)
    seconds = time.perf_counter() - t0
    if save_dir is not None:
        path = save_dir / f"{rules.name}-{n}p-seed{seed}.json"
        try:
            savefile.save(match, path)
        except OSError as exc:
            raise UserError(savefile.failure_line(exc, path)) from exc
    outcome = match.outcome()
    assert outcome is not None  # the loop above ends only with the game
    actions = [(step.seat, step.text) for step in match.steps]
    return Playout(outcome, actions, seconds=seconds)


# --- screenshot ----------------------------------------------------------------------------------
def played_match(game: str, players: int, seed: int, actions: int, options: dict[str, str]) -> Any:
    """A match after ``actions`` random legal actions (stops early if the game ends)."""
    match = _new_match(game, players, seed, options)
    rng = random.Random(seed)
    for _ in range(actions):
        acting = match.to_act()
        if not acting:
            break
        seat = acting[0]
        match.apply(seat, rng.choice(match.legal_actions(seat)))
    return match


def screenshot(args: argparse.Namespace) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from boardgames.games import spec
    from boardgames.ui.app import App
    from boardgames.ui.scenes.play import PlayScene

    match = played_match(args.game, args.players, args.seed, args.actions, _options(args.option))
    app = App(_size(args.size), headless=True)
    app.settings.animations = False
    app.settings.text_scale = args.text_scale  # this picture only: the settings file is not written
    app.relayout()
    scene = PlayScene(app, spec(args.game), match, autosave=False)
    app.push(scene)
    _look_as_acting_seat(scene)
    app.draw()
    pygame.image.save(app.screen, args.out)
    print(f"saved {args.out}")
    app.close()
    return 0


def _look_as_acting_seat(scene: Any) -> None:
    """Show the board as the seat to act sees it, skipping the hand-off (nobody is at the
    screen)."""
    acting = scene.match.to_act()
    if acting:
        scene.reveal_to(acting[0])


# --- puzzle --------------------------------------------------------------------------------------
def puzzle(args: argparse.Namespace) -> int:
    from boardgames.games.tiwanaku.mapgen import puzzle_json

    rows, cols = (int(v) for v in args.size.split("x"))
    data = puzzle_json(rows, cols, args.seed, args.difficulty)
    if args.json:
        print(json.dumps(data))
    else:
        print(
            f"{rows}x{cols} {data['difficulty']} puzzle, seed {args.seed} ({data['seconds']:.3f} s)"
        )
        for r in range(rows):
            terr = " ".join(t[0].upper() for t in data["terrain"][r])
            crops = " ".join(str(c) for c in data["crops"][r])
            print(f"  {terr}    {crops}")
    return 0


# --- check-layout --------------------------------------------------------------------------------
def check_layout(args: argparse.Namespace) -> int:
    from boardgames.checkers import layout_checker
    from boardgames.core.layout import LayoutError

    path = Path(args.file)
    checker = layout_checker(path)
    if checker is None:
        raise UserError(
            f"{path}: no game claims this layout (its name should start with a game's name)"
        )
    try:
        summary = checker(path)
    except LayoutError as exc:
        raise UserError(str(exc)) from exc
    print(f"{path}: ok ({summary})")
    return 0


# --- arena ---------------------------------------------------------------------------------------
def arena(args: argparse.Namespace) -> int:
    from boardgames.ai import LEVELS, Budget
    from boardgames.ai.arena import SEATABLE, run_arena, table
    from boardgames.games import rules as make_rules

    rules = make_rules(args.game)
    names = [n.strip() for n in args.bots.split(",") if n.strip()]
    unknown = [n for n in names if n not in SEATABLE]
    if not names or unknown:
        raise UserError(
            f"unknown bot {', '.join(unknown) or '(none)'}: choose from {', '.join(SEATABLE)}"
        )
    if args.games < 1:
        raise UserError("--games must be at least 1")
    budgets: dict[str, Budget] = {}
    for pair in args.iterations:
        level, sep, value = pair.partition("=")
        if not sep or level not in LEVELS or not value.isdigit():
            raise UserError(f"--iterations {pair!r} should look like hard=500")
        budgets[level] = Budget(iterations=int(value))
    params = make_params(rules, args.players, _options(args.option), ())

    def progress(k: int, seats: list[str], outcome: Any) -> None:
        if args.progress:
            print(
                f"game {k + 1}: {seats} scores {list(outcome.scores)} winners {list(outcome.winners)}",
                file=sys.stderr,
                flush=True,
            )

    if args.processes < 1:
        raise UserError("--processes must be at least 1")
    result = run_arena(
        rules, params, names, args.games, args.seed, budgets, progress, args.processes
    )
    print(json.dumps(result) if args.json else table(result))
    return 0


# --- bench ---------------------------------------------------------------------------------------
STARTUP_PROBE = (
    "import os,time;t=time.perf_counter();os.environ.setdefault('SDL_VIDEODRIVER','dummy');"
    "os.environ.setdefault('SDL_AUDIODRIVER','dummy');"
    "from boardgames.ui.app import App;from boardgames.ui.scenes.menu import MenuScene;"
    "a=App((1280,800),headless=True);a.push(MenuScene(a));a.draw();"
    "print(time.perf_counter()-t)"
)


def bench(args: argparse.Namespace) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    t0 = time.perf_counter()
    subprocess.run(
        [sys.executable, "-c", STARTUP_PROBE], check=True, capture_output=True, text=True
    )
    startup = time.perf_counter() - t0
    from boardgames.games import REGISTRY

    games: dict[str, Any] = {}
    for spec in REGISTRY:
        games[spec.name] = _bench_game(spec.name, args.frames, args.seconds)
        games[spec.name].update(_bench_mid_playouts(spec.name, args.seconds))
    from boardgames.phones.figures import measure as phone_figures

    phones = phone_figures(moves=args.phone_moves, frames=args.frames)
    result = {"startup_s": round(startup, 3), "games": games, "phones": phones}
    if args.json:
        print(json.dumps(result))
    else:
        print(f"start-up to the menu: {startup:.3f} s")
        for name, g in games.items():
            print(
                f"{name}: frame p50 {g['frame_ms_p50']} ms, p99 {g['frame_ms_p99']} ms, {g['playouts_per_s']} playouts/s"
            )
            print(
                f"{name}: mid-game playouts {g['playouts_mid_per_s']}/s for search, "
                f"{g['playouts_mid_checked_per_s']}/s through the checked apply"
            )
        print(
            f"phones: a move on the big screen reaches all 5 phones in "
            f"p50 {phones['move_to_5_phones_ms_p50']} ms, p99 {phones['move_to_5_phones_ms_p99']} ms "
            f"({phones['moves']} moves); frame p99 {phones['frame_ms_p99_5_phones']} ms with 5 "
            f"phones, {phones['frame_ms_p99_no_phones']} ms with none"
        )
    return 0


def _bench_mid_playouts(game: str, seconds: float) -> dict[str, float]:
    """Random playouts per second from the mid-game yardstick position (``playout.mid_game``):
    through the search's fast path, and through the checked ``apply`` for comparison."""
    from boardgames.core.playout import mid_game, playout_to_end
    from boardgames.games import rules as make_rules

    rules = make_rules(game)
    _, state = mid_game(rules)
    out: dict[str, float] = {}
    for key, checked in (("playouts_mid_per_s", False), ("playouts_mid_checked_per_s", True)):
        rng = random.Random(1)
        n, t0 = 0, time.perf_counter()
        while time.perf_counter() - t0 < seconds or n == 0:
            playout_to_end(rules, state, rng, checked=checked)
            n += 1
        out[key] = round(n / (time.perf_counter() - t0), 2)
    return out


def _bench_game(game: str, frames: int, seconds: float) -> dict[str, float]:
    import pygame

    from boardgames.core.playout import random_playout
    from boardgames.games import rules as make_rules
    from boardgames.games import spec
    from boardgames.ui.app import App
    from boardgames.ui.scenes.play import PlayScene

    rules = make_rules(game)
    players = rules.max_players
    params = Params(players=players, options={o.key: o.default for o in rules.options()})
    layout = rules.load_layout(params)
    # playouts per second over random full games
    n, t0, seed = 0, time.perf_counter(), 1
    lengths: list[int] = []
    while time.perf_counter() - t0 < seconds or n == 0:
        lengths.append(len(random_playout(rules, params, seed, layout=layout).actions))
        n += 1
        seed += 1
    per_s = n / (time.perf_counter() - t0)
    # the busiest mid-game position: the middle of a random game, where the board is fullest yet
    # the game still runs
    middle = max(1, int(statistics.median(lengths) * 0.6))
    match = played_match(game, players, 1, middle, {})
    app = App((1280, 800), headless=True)
    app.settings.animations = False
    scene = PlayScene(app, spec(game), match, autosave=False)
    app.push(scene)
    _look_as_acting_seat(scene)
    # The first frames build per-size caches (tile art, board layers): warm up, then measure.
    for _ in range(5):
        scene.draw(app.screen)
    times: list[float] = []
    board = scene.controller.board
    cells = board.cells
    for i in range(frames):
        if cells:
            x, y = board.center(cells[i % len(cells)])
            pygame.event.post(
                pygame.event.Event(
                    pygame.MOUSEMOTION, pos=(int(x), int(y)), rel=(0, 0), buttons=(0, 0, 0)
                )
            )
        t = time.perf_counter()
        for event in pygame.event.get():
            scene.handle(event)
        scene.animator.update(1 / 60)
        app.screen.fill((0, 0, 0))
        scene.draw(app.screen)
        times.append((time.perf_counter() - t) * 1000)
    app.close()
    times.sort()
    return {
        "frame_ms_p50": round(times[len(times) // 2], 2),
        "frame_ms_p99": round(times[min(len(times) - 1, int(len(times) * 0.99))], 2),
        "playouts_per_s": round(per_s, 2),
    }


def soak(args: argparse.Namespace) -> int:
    """Random games with every protocol check; exits 1 if any game broke a promise."""
    from boardgames import soak as soaking
    from boardgames.games import rules as make_rules

    rules = make_rules(args.game)
    params = make_params(rules, args.players, _options(args.option), ())
    if args.games < 1:
        raise UserError("--games must be at least 1")
    out = Path(args.out) if args.out else None
    try:
        bots = soaking.bot_kinds(args.bots.split(","))
    except ValueError as exc:
        raise UserError(str(exc)) from None
    result = soaking.soak(args.game, params, args.games, args.seed, args.jobs or None, out, bots)
    for fault in result.faults:
        print(
            f"FAULT {args.game} {args.players}p seed {fault.seed}: {fault.problem} "
            f"(replay: {fault.save})",
            file=sys.stderr,
        )
    summary = result.summary()
    if args.json:
        print(json.dumps(summary))
    else:
        print(
            f"{summary['game']} {summary['players']}p: {summary['games']} games, "
            f"{summary['actions']} actions, {summary['faults']} faults, {summary['seconds']} s "
            f"(bots: {', '.join(summary['bots'])})"
        )
    return 1 if result.faults else 0


# --- review --------------------------------------------------------------------------------------
def review(args: argparse.Namespace) -> int:
    """Review a finished saved game: each seat's decisions judged from what it could see."""
    from boardgames.core import savefile
    from boardgames.games import find_rules
    from boardgames.review import review_match, store, stored

    path = Path(args.load)
    try:
        match = savefile.load(path, find_rules)
    except savefile.SaveError as exc:
        raise UserError(str(exc)) from exc
    n = match.params.players
    if args.seat is not None and not 0 <= args.seat < n:
        raise UserError(f"--seat {args.seat}: this game has seats 0-{n - 1}")
    if not match.is_over:
        raise UserError(f"{path}: the game is not finished (a review needs a finished game)")
    if args.processes is not None and args.processes < 1:
        raise UserError("--processes must be at least 1")
    result = stored(match)
    if result is None:

        def progress(done: int, total: int) -> None:
            if args.progress:
                print(f"\rjudged {done}/{total}", end="", file=sys.stderr, flush=True)

        result = review_match(match, processes=args.processes, progress=progress)
        if args.progress:
            print(file=sys.stderr)
        if args.store:
            store(match, result)
            try:
                savefile.save(match, path)
            except OSError as exc:
                raise UserError(savefile.failure_line(exc, path)) from exc
    if args.json:
        print(json.dumps(result.to_json(args.seat)))
        return 0
    print(
        f"{match.rules.title}: {len(result.decisions)} decisions judged in "
        f"{result.seconds:.1f} s (costly: {result.threshold:.1f} points or more)"
    )
    for s in range(n):
        if args.seat is not None and s != args.seat:
            continue
        summary = result.seat_summary(s)
        print(
            f"{summary['name']} ({summary['kind']}): {summary['decisions']} decisions, "
            f"{summary['costly']} costly, about {summary['loss']:.0f} points given up"
        )
        for d in result.costliest(s):
            print(f"  move {d.index + 1}: {d.why}")
    if result.solo:
        outcome = match.outcome()
        assert outcome is not None
        print(
            f"final score {outcome.scores[0]}, par {result.par():.0f}: about "
            f"{result.total_loss(0):.0f} points left in the decisions above"
        )
    for point in result.turning_points():
        print(f"turning point: {point.text}")
    return 0
