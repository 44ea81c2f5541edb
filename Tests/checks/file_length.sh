#!/bin/sh
# Fails when a source file is longer than the project's limit (DEVELOPERS: small files with one job).
# Usage: Tests/checks/file_length.sh [LIMIT]   LIMIT: lines, default 250.
# Checks Swift, C, Python and shell files under Sources, Tests, bench and dist (generated files live in
# .build* and are not looked at).
limit=${1:-250}
cd "$(dirname "$0")/../.." || exit 2
long=$(find Sources Tests bench dist -type f \( -name '*.swift' -o -name '*.c' -o -name '*.h' -o -name '*.py' -o -name '*.sh' \) \
       -exec wc -l {} + | awk -v limit="$limit" '$2 != "total" && $1 > limit { print "  " $2 ": " $1 " lines" }')
if [ -n "$long" ]; then
    echo "file length check: these files are over $limit lines; split them by job:"
    echo "$long"
    exit 1
fi
echo "file length check: every source file is at most $limit lines"
