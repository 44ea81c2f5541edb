#!/bin/sh
# Fails when a Swift file differs from the project's style (.swift-format at the top: 4-space indents,
# 120 columns; swift-format ships with the Swift toolchain). `make format` rewrites the files in place.
cd "$(dirname "$0")/../.." || exit 2
if ! command -v swift-format >/dev/null 2>&1; then
    echo "format check: swift-format not found (it comes with Swift 6 toolchains)"
    exit 1
fi
if swift-format lint --strict --parallel --recursive Sources Tests Package.swift; then
    echo "format check: every Swift file follows .swift-format"
else
    echo "format check: the files above differ from .swift-format; run 'make format' and look at the diff"
    exit 1
fi
