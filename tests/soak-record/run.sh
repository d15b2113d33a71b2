#!/usr/bin/env bash
# Runs the 10,000-game soak rows not yet in results.jsonl, from its own clone, 2 jobs, appending one JSON line per row.
cd /work/soakrun/tree
. /work/venv/bin/activate
OUT=/work/soakrun/results.jsonl
# Start from the rows already on record in the repo (a new machine keeps only what git keeps).
[ -s $OUT ] || cp /work/main/tests/soak-record/results.jsonl $OUT 2>/dev/null
touch $OUT
while read -r game players opt; do
  key="$game $players $opt"
  if grep -qF "\"key\": \"$key\"" $OUT; then continue; fi
  commit=$(git rev-parse --short HEAD)  # per row: the clone may be moved on between rows
  args=(--game "$game" --players "$players" --games 10000 --seed 1 --jobs 2 --json --out /work/soakrun/faults)
  if [ -n "$opt" ]; then args+=(--option "$opt"); fi
  mkdir -p /work/soakrun/faults
  line=$(python -m boardgames soak "${args[@]}" 2>>/work/soakrun/faults.log)
  rc=$?
  echo "$(python -c "import json,sys; d=json.loads(sys.argv[1]); d.update(key=sys.argv[2], option=sys.argv[3], commit=sys.argv[4], rc=int(sys.argv[5])); print(json.dumps(d))" "$line" "$key" "$opt" "$commit" "$rc")" >> $OUT
done <<'LIST'
pachamama 1
titania 2
titania 3
titania 4
titicaca 2 edition=12 tiles
titicaca 2 edition=15 tiles
titicaca 3 edition=12 tiles
titicaca 3 edition=15 tiles
titicaca 4 edition=12 tiles
titicaca 4 edition=15 tiles
tiwanaku 2 board=5x5
tiwanaku 3 board=5x5
tiwanaku 4 board=5x5
tiwanaku 4 board=5x9
tiwanaku 3 board=5x9
tiwanaku 1 board=5x5
cuzco 2 pututu=off
cuzco 2 pututu=on
tiwanaku 2 board=5x9
cuzco 3 pututu=off
cuzco 3 pututu=on
titicaca 5 edition=12 tiles
titicaca 5 edition=15 tiles
cuzco 4 pututu=off
cuzco 4 pututu=on
tiwanaku 1 board=5x9
LIST
