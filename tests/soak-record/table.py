"""Prints the soak record (results.jsonl beside this file, or the file named) as a Markdown table,
one row per configuration in the order the issue lists them, with the totals and the rows still
missing."""

from __future__ import annotations

import json
import sys
from pathlib import Path

ORDER = [
    "pachamama 1 ",
    *(f"tiwanaku {n} board={b}" for b in ("5x5", "5x9") for n in (1, 2, 3, 4)),
    *(f"titicaca {n} edition={e} tiles" for n in (2, 3, 4, 5) for e in (12, 15)),
    *(f"titania {n} " for n in (2, 3, 4)),
    *(f"cuzco {n} pututu={o}" for n in (2, 3, 4) for o in ("off", "on")),
]


def main(path: Path) -> None:
    rows = {}
    for line in path.read_text().splitlines():
        if line.strip():
            row = json.loads(line)
            rows[row["key"]] = row
    print("| game | players | option | games | actions | faults | seconds | commit |")
    print("|---|---|---|---:|---:|---:|---:|---|")
    games = actions = faults = 0
    for key in ORDER:
        row = rows.get(key)
        if row is None:
            continue
        games += row["games"]
        actions += row["actions"]
        faults += row["faults"]
        print(
            f"| {row['game']} | {row['players']} | {row['option'] or '-'} | {row['games']:,} "
            f"| {row['actions']:,} | {row['faults']} | {row['seconds']:,.2f} | {row['commit']} |"
        )
    print(
        f"| **all** | | {len(rows)} of {len(ORDER)} rows | {games:,} | {actions:,} | {faults} | | |"
    )
    missing = [key.strip() for key in ORDER if key not in rows]
    if missing:
        print("\nStill to run: " + "; ".join(missing))


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).with_name("results.jsonl"))
