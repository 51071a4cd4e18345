#!/bin/sh
# regen.sh compiles every C++ program of this directory to IR as users do,
# clang++-14 -g -S -emit-llvm at -O0 and -O2, writing NAME.O0.ll and
# NAME.O2.ll. -fdebug-prefix-map keeps the directory it runs in out of the
# debug info.
set -eu
cd "$(dirname "$0")"
for src in *.cpp; do
	for opt in O0 O2; do
		clang++-14 -g -S -emit-llvm -"$opt" -fdebug-prefix-map="$PWD"=. "$src" -o "${src%.cpp}.$opt.ll"
	done
done
