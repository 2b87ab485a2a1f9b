#!/usr/bin/env bash
# Against Simon Tatham's own Flip and Twiddle (Debian's sgt-puzzles,
# installed by make deps). Flip: 208 fresh games of both of its types, 3x3 to 9x9, made and saved
# by sgt-flip with its solver's answer (--with-solutions: the SOLVE record,
# its fewest presses), are solved by puzzlebox-solve from the save file and
# from the game ID, to the same number of presses; boards puzzlebox-gen
# writes as Tatham IDs (--format tatham: random press sets, plus, Merlin's
# square) are loaded by sgt-flip unchanged and solved by its solver to
# puzzlebox's number. Twiddle: 78 fresh games shuffled by K moves ('mK') are
# solved from the save file and the ID in at most K: plain, rows only (4x3,
# 4x4, 5x5 with 3x3 blocks) and orientable ('o', 2x2 and 3x3 blocks; rows
# only too); boards of gen rotate --format tatham (plain, --orientable,
# --rows-only with Twiddle's 'r', these solved from the IDs to the
# generator's counts) load into sgt-twiddle unchanged.
# Bad IDs and boards with no Tatham form exit 2.
# usage: tatham_test.sh SOLVE_BIN GEN_BIN
set -u
solve=$1 gen=$2
source "$(dirname "$0")/lib.sh"

flip=$(command -v sgt-flip || echo /usr/games/sgt-flip)
[ -x "$flip" ] || { echo "FAIL: sgt-flip is missing (make deps installs sgt-puzzles)"; exit 1; }
cd "$tmp" || exit 1

# record FILE KEY: a save file's value of KEY (after "KEY:LENGTH:").
record() { sed -n "s/^$2 *:[0-9]*://p" "$1"; }
# tatham_presses FILE: the presses of its SOLVE record ("S" and a 0/1 a cell).
tatham_presses() { record "$1" SOLVE | tr -cd 1 | wc -c; }
# our_presses BOARD...: puzzlebox-solve's fewest presses, a line a board
# (one run for all: a board without a proven answer leaves the count short).
our_presses() { "$solve" "$@" | sed -n 's/^fewest presses: \([0-9]*\) (proven minimal)$/\1/p'; }
# solve_group GAME PREFIX ANSWERS: the saves PREFIX*.sav (saves), their
# IDs (ids, GAME:PARAMS:DESC), and the answer of each by the function
# ANSWERS (our_presses, our_moves) from the saves (got) and from the IDs
# (got_by_id): one run for each list, a short count failing the group.
solve_group() {
    local game=$1 prefix=$2 answers=$3 save
    saves=("$prefix"*.sav)
    ids=()
    for save in "${saves[@]}"; do ids+=("$game:$(record "$save" PARAMS):$(record "$save" DESC)"); done
    mapfile -t got < <("$answers" "${saves[@]}")
    mapfile -t got_by_id < <("$answers" "${ids[@]}")
    [ "${#got[@]}" = "${#saves[@]}" ] || fail "$prefix: ${#got[@]} answers for ${#saves[@]} saves"
    [ "${#got_by_id[@]}" = "${#saves[@]}" ] || fail "$prefix: ${#got_by_id[@]} answers for ${#saves[@]} IDs"
}

games=0
for params in 3x3c 3x3r 4x4c 4x4r 5x5c 5x5r 6x6c 6x6r 7x7c 7x7r 8x8c 8x8r 9x9c 9x9r 4x6r 6x4c; do
    "$flip" --generate 13 "$params" --save "g-$params-" --save-suffix .sav --with-solutions 2>/dev/null \
        || fail "sgt-flip --generate 13 $params"
    solve_group flip "g-$params-" our_presses
    for i in "${!saves[@]}"; do
        want=$(tatham_presses "${saves[$i]}")
        [ -n "$want" ] && [ "${got[$i]:-}" = "$want" ] || fail "$params ${saves[$i]}: Tatham's solver $want presses, puzzlebox '${got[$i]:-}'"
        [ "${got_by_id[$i]:-}" = "$want" ] || fail "$params: the ID ${ids[$i]} does not solve to $want presses"
        games=$((games + 1))
    done
done
[ "$games" = 208 ] || fail "208 games of Tatham's expected, $games solved"

# Our boards in Tatham's app: loaded as written, solved to our number.
for options in "--pattern random --size 5x5 --difficulty hard" "--pattern random --size 4x7 --difficulty easy" \
    "--pattern plus --size 6x6" "--pattern merlin --size 3x3 --difficulty fiendish"; do
    # shellcheck disable=SC2086
    "$gen" flip $options --count 3 --seed 4 --format tatham >ids.txt || fail "gen flip $options --format tatham"
    [ "$(wc -l <ids.txt)" = 3 ] || fail "gen flip $options: 3 IDs expected: $(cat ids.txt)"
    rm -f ours-*.sav
    "$flip" --save ours- --save-suffix .sav --with-solutions <ids.txt 2>err.txt || fail "sgt-flip refused $options: $(cat err.txt)"
    n=0
    while read -r id; do
        save=ours-$n.sav
        [ "$(record "$save" PARAMS | sed 's/[cr]$//'):$(record "$save" DESC)" = "$id" ] || fail "sgt-flip changed $id"
        [ "$(our_presses "flip:$id")" = "$(tatham_presses "$save")" ] \
            || fail "$options: $id: puzzlebox $(our_presses "flip:$id") presses, Tatham's solver $(tatham_presses "$save")"
        n=$((n + 1))
    done <ids.txt
done

# Twiddle: a shuffle of K moves is solved in at most K (optimal), from the save file and the ID.
twiddle=$(command -v sgt-twiddle || echo /usr/games/sgt-twiddle)
[ -x "$twiddle" ] || { echo "FAIL: sgt-twiddle is missing (make deps installs sgt-puzzles)"; exit 1; }
# our_moves BOARD...: puzzlebox-solve's optimal number of moves, a line a board.
our_moves() { "$solve" "$@" | sed -n 's/^optimal solution, \([0-9]*\) moves\{0,1\}:.*/\1/p'; }
games=0
for params in 3x3n2m6 3x3n2m9 4x3n2m7 3x4n3m4 4x3n2r 4x4n2rm12 5x5n3rm9 3x3n2om6 3x3n2om10 4x3n2om8 3x4n3om5 3x3n2ro \
    4x4n2rom9; do
    "$twiddle" --generate 6 "$params" --save "t-$params-" --save-suffix .sav 2>/dev/null || fail "sgt-twiddle --generate 6 $params"
    most=${params##*m}
    [ "$most" = "$params" ] && most=999  # no shuffle length: any optimum
    solve_group twiddle "t-$params-" our_moves
    for i in "${!saves[@]}"; do
        [ -n "${got[$i]:-}" ] && [ "${got[$i]}" -le "$most" ] || fail "$params ${saves[$i]}: '${got[$i]:-}' moves, a shuffle of $most"
        [ "${got_by_id[$i]:-}" = "${got[$i]:-}" ] || fail "$params: the ID ${ids[$i]} differs from the save"
        games=$((games + 1))
    done
done
[ "$games" = 78 ] || fail "78 games of Twiddle's expected, $games solved"
for options in "--size 3x3" "--size 3x3 --orientable" "--size 4x4 --rows-only --pattern-states 1048576" \
    "--size 3x3 --rows-only --orientable"; do
    # shellcheck disable=SC2086
    "$gen" rotate --turns both --count 3 --seed 2 $options --format tatham --quiet >ids.txt ||
        fail "gen rotate $options --format tatham"
    rm -f ours-*.sav
    "$twiddle" --save ours- --save-suffix .sav <ids.txt 2>err.txt || fail "sgt-twiddle refused our IDs: $(cat err.txt)"
    n=0
    while read -r id; do
        [ "$(record "ours-$n.sav" PARAMS):$(record "ours-$n.sav" DESC)" = "$id" ] || fail "sgt-twiddle changed $id"
        n=$((n + 1))
    done <ids.txt
    [ "$n" = 3 ] || fail "3 Twiddle IDs expected, $n"
    case $options in
        "--size 3x3 --orientable") grep -q "^3x3n2o:" ids.txt || fail "gen rotate --orientable wrote no orientable ID: $(cat ids.txt)" ;;
        "--size 4x4 --rows-only"*) grep -q "^4x4n2r:" ids.txt || fail "gen rotate --rows-only wrote no rows-only ID: $(cat ids.txt)" ;;
        *--rows-only\ --orientable) grep -q "^3x3n2ro:" ids.txt || fail "gen rotate --rows-only --orientable: $(cat ids.txt)" ;;
    esac
    # Rows-only boards solved from the ID as written, to the generator's own count.
    [[ $options == *--rows-only* ]] || continue
    # shellcheck disable=SC2086
    want=$("$gen" rotate --turns both --count 3 --seed 2 $options --format json --quiet |
        grep -o '"moves": *[0-9]*' | grep -o '[0-9]*$' | paste -sd' ')
    mapfile -t twiddle_ids < <(sed 's/^/twiddle:/' ids.txt)
    got=$(our_moves "${twiddle_ids[@]}" | paste -sd' ')
    [ -n "$want" ] && [ "$got" = "$want" ] || fail "gen rotate $options: the IDs solve to '$got', made as '$want'"
done

expect 2 "a way up missing" -- "$solve" "twiddle:3x3n2o:3d1l8l7r5d2d9d6d4"
contains "$tmp/err" "expected the way up of tile 9" "a missing way up refused"
expect 2 "half turns have no Twiddle form" -- "$gen" rotate --size 3x3 --turns half --format tatham
contains "$tmp/err" "not half turns" "half refused"

# analyze flip --board: the structure of a Tatham game's own press sets.
analyze=$(dirname "$solve")/puzzlebox-analyze
save=$(ls g-4x4r-*.sav | head -n 1)
"$analyze" flip --board "$save" >structure.csv || fail "analyze flip --board $save"
[ "$(sed -n 2p structure.csv | cut -d, -f1-4)" = "4,4,cells,none" ] || fail "analyze flip --board: $(cat structure.csv)"
expect 2 "--board with --rows" -- "$analyze" flip --board "$save" --rows 4
contains "$tmp/err" "--board gives the press sets and the size" "--board and --rows"

expect 2 "a matrix with a non-hex digit" -- "$solve" "flip:3x3:9872191a4e812c2c3705g,660"
contains "$tmp/err" "the press matrix has 'g' at character 25 of the ID" "bad hex digit"
expect 2 "a grid too short" -- "$solve" "flip:3x3:9872191a4e812c2c37058,66"
contains "$tmp/err" "the grid has 2 hex digits, expected 3" "short grid"
expect 2 "cross has no Tatham form" -- "$gen" flip --pattern cross --size 4x4 --difficulty easy --format tatham
contains "$tmp/err" "3x3 neighbourhood" "cross refused"
[ ! -s "$tmp/out" ] || fail "a refused --format tatham wrote: $(head -c 200 "$tmp/out")"
expect 2 "jump has no Tatham game" -- "$gen" jump --format tatham
contains "$tmp/err" "Simon Tatham's collection has no game of jump mazes" "jump refused"

finish tatham
