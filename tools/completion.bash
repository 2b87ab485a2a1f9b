# bash completion for puzzlebox-solve, puzzlebox-gen and puzzlebox-analyze.
# Options are read from the tools' own --help (per family once a family is
# named), so the completion never falls behind the option tables.
_puzzlebox() {
    local tool=${COMP_WORDS[0]} cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
    local families family="" word
    families=$("$tool" --help 2>/dev/null | sed -n "s/.*'puzzlebox-[a-z]* FAMILY --help' shows one family's options (\(.*\))\./\1/p" | tr -d ,)
    for word in "${COMP_WORDS[@]:1:COMP_CWORD-1}"; do
        case " $families " in *" $word "*) family=$word ;; esac
    done
    case $prev in
        --format)
            COMPREPLY=($(compgen -W "$("$tool" --help 2>/dev/null | sed -n 's/^ *--format[^ ]* *\(.*\)/\1/p' | grep -o '\b\(text\|csv\|json\|id\)\b' | sort -u)" -- "$cur"))
            return ;;
        --out)
            COMPREPLY=($(compgen -d -- "$cur"))
            return ;;
        --csv | --svg | --sheet | --cache)
            COMPREPLY=($(compgen -f -- "$cur"))
            return ;;
    esac
    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$("$tool" $family --help 2>/dev/null | grep -o -- '--[a-z][a-z0-9-]*' | sort -u) --version" -- "$cur"))
        return
    fi
    if [ $COMP_CWORD -eq 1 ] && [ "${tool##*/}" != puzzlebox-solve ]; then
        COMPREPLY=($(compgen -W "$families" -- "$cur"))
        [ "${tool##*/}" = puzzlebox-analyze ] && COMPREPLY+=($(compgen -f -- "$cur"))
        return
    fi
    COMPREPLY=($(compgen -f -- "$cur"))
}
complete -o filenames -F _puzzlebox puzzlebox-solve puzzlebox-gen puzzlebox-analyze
