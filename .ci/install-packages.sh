#!/bin/sh
# Installs the Debian packages named as arguments, but only those not installed yet.
# Runs apt-get as root, or through sudo when there is one; says what to do otherwise.
set -eu
missing=""
for pkg in "$@"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing="$missing $pkg"
done
[ -z "$missing" ] && exit 0
echo "Installing system packages:$missing"
if [ "$(id -u)" = 0 ]; then as_root=""; elif command -v sudo >/dev/null; then as_root="sudo"; else
    echo "error: these packages are missing and I am not root: apt-get install$missing" >&2; exit 1
fi
export DEBIAN_FRONTEND=noninteractive
$as_root apt-get update -q
# shellcheck disable=SC2086
$as_root apt-get install -y -q --no-install-recommends $missing
