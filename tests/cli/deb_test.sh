#!/usr/bin/env bash
# A puzzlebox Debian package (`make deb`, or CPack from any build tree),
# unpacked into a scratch root as dpkg would install it: its control fields
# (name, the VERSION file's version, dependencies worked out from the
# binaries), and every check of an installed puzzlebox (installed.sh: tools,
# man pages with each example run, example boards, completion, the Python
# package) under the prefix it installs to.
# usage: deb_test.sh PACKAGE.deb SOURCE_DIR [ROOT]  (ROOT: where to unpack; a scratch directory by default)
set -u
deb=$1
src=$(cd "$2" && pwd)
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/installed.sh"
root=${3:-$tmp/root}

[ -f "$deb" ] || { echo "FAIL: no package $deb"; exit 1; }
field() { dpkg-deb --field "$deb" "$1"; }
[ "$(field Package)" = puzzlebox ] || fail "Package: '$(field Package)'"
[ "$(field Version)" = "$(head -1 "$src/VERSION")" ] || fail "Version '$(field Version)', VERSION says $(head -1 "$src/VERSION")"
[ "$(field Architecture)" = "$(dpkg --print-architecture 2>/dev/null || field Architecture)" ] || fail "Architecture: $(field Architecture)"
for needed in 'python3' 'libstdc++6' 'libtbb' 'libfmt'; do
    field Depends | grep -q "$needed" || fail "Depends lacks $needed: $(field Depends)"
done
field Description | grep -q . || fail "no Description"

mkdir -p "$root"
dpkg-deb -x "$deb" "$root" || fail "dpkg-deb -x: the package does not unpack"
tool=$(cd "$root" && find . -path '*/bin/puzzlebox-solve' | head -1)
if [ -z "$tool" ]; then
    fail "no bin/puzzlebox-solve in the package: $(dpkg-deb -c "$deb" | head -c 600)"
else
    prefix=$root/$(dirname "$(dirname "${tool#./}")")
    # Nothing owned by anyone but root, nothing writable by others.
    dpkg-deb -c "$deb" | awk '$2 != "root/root" || $1 ~ /^.{8}w/' | grep -q . \
        && fail "files not root's or world-writable: $(dpkg-deb -c "$deb" | awk '$2 != "root/root"' | head -3)"
    check_installed "$prefix" "$src" "package $(basename "$deb")"
fi
finish deb
