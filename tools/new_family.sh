#!/usr/bin/env bash
# A new family from the template (examples/family_template/, the pancake
# stacks): its folder families/NAME/ with every file and word renamed
# (pancake -> NAME, Pancake -> Name, PANCAKE -> NAME in capitals), and its
# FAMILY(NAME) line at the end of families/family_list.hpp: nothing else
# changes (docs/adding-a-family.md). The build, tests, fuzz target, man
# pages and completion take it from the list.
# usage: tools/new_family.sh NAME [SOURCE_DIR]   (NAME: a-z and _, not a family yet)
set -eu
name=${1:?usage: tools/new_family.sh NAME [SOURCE_DIR]}
src=${2:-$(dirname "$0")/..}
[[ $name =~ ^[a-z][a-z_]*$ ]] || { echo "new_family: NAME is a-z and _, starting with a letter, not '$name'" >&2; exit 2; }
list=$src/families/family_list.hpp
if grep -q "FAMILY($name)" "$list" || [ -e "$src/families/$name" ]; then
    echo "new_family: $name is a family already (families/$name, $list)" >&2
    exit 2
fi
capital=${name^}
capital=$(sed -E 's/_([a-z])/\U\1/g' <<<"$capital")  # snake_case -> CamelCase
folder=$src/families/$name
mkdir "$folder"
for file in "$src"/examples/family_template/*; do
    target=$folder/$(basename "$file" | sed "s/pancake/$name/g")
    sed -e "s/pancake/$name/g" -e "s/Pancake/$capital/g" -e "s/PANCAKE/${name^^}/g" "$file" >"$target"
done
# The list's last FAMILY line gets its continuation, and the new one follows it.
last=$(grep -n '^ *FAMILY([a-z_]*)' "$list" | tail -1 | cut -d: -f1)
sed -i -e "${last}s/)\$/) \\\\/" -e "${last}a\\    FAMILY($name)" "$list"
command -v clang-format >/dev/null && clang-format -i "$list" "$folder"/*.cpp "$folder"/*.hpp
echo "new_family: families/$name/ and FAMILY($name) in families/family_list.hpp"
