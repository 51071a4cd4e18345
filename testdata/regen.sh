#!/usr/bin/env bash
# regen.sh regenerates the LLVM IR test inputs of reusescope from the C
# kernels in src/, and writes the manifest kernels.tsv.
#
# Usage (from any directory):
#   testdata/regen.sh            emit ll/*.ll and kernels.tsv
#   testdata/regen.sh --check    also build every program at every size at
#                                -O0 and -O2, run it (exit status must be 0)
#                                and report the native time of the -O0 L runs
#   testdata/regen.sh --valgrind NAME
#                                run callgrind with the cache simulator on the
#                                -O0 L build of suite kernel NAME and print
#                                the wall time (default NAME: gemm)
#
# Every file is compiled from inside src/ with a relative name and
# -fdebug-prefix-map, so the .ll files hold no absolute path of this machine.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)"
src="$here/src"
out="$here/ll"
manifest="$here/kernels.tsv"
clang="${CLANG:-clang-14}"

# Common flags, as the analyzer expects them (DWARF 4 for Valgrind 3.19).
# The second prefix map hides clang's versioned resource directory, which
# -O2 debug info names when a kernel calls a function declared in omp.h.
resource_include="$("$clang" -print-resource-dir)/include"
common_flags=(-S -emit-llvm -g -gdwarf-4
  "-fdebug-prefix-map=$src=." "-fdebug-prefix-map=$resource_include=clang-include")

# Suite kernels: name, kind, then the macro settings of sizes S, M and L.
# S: data fits in 8 KiB; M: data between 32 KiB and 1 MiB; L: data above
# 128 KiB with at most ~3e7 memory accesses at -O0.
suite=(
  "gemm        dense      N=16           N=40           N=100"
  "twomm       dense      N=12,M=14      N=36,M=40      N=80,M=90"
  "gemv        dense      N=28           N=96           N=512"
  "gemvt       dense      N=28           N=96           N=512"
  "atax        dense      N=30,M=24      N=120,M=100    N=420,M=380"
  "bicg        dense      N=24,M=28      N=100,M=110    N=420,M=400"
  "mvt         dense      N=28           N=96           N=512"
  "ger         dense      N=28           N=96           N=512"
  "syr2        dense      N=28           N=96           N=512"
  "symm        dense      N=16           N=40           N=100"
  "trsv        dense      N=28           N=96           N=512"
  "lu          dense      N=30           N=80           N=150"
  "cholesky    dense      N=30           N=80           N=150"
  "jacobi1d    stencil    N=500,T=10     N=4000,T=20    N=20000,T=20"
  "jacobi2d    stencil    N=20,T=5       N=64,T=10      N=160,T=10"
  "seidel2d    stencil    N=30,T=5       N=100,T=10     N=200,T=8"
  "adi         stencil    N=28,T=2       N=96,T=4       N=200,T=4"
  "covariance  datamining N=20,M=16      N=100,M=80     N=140,M=120"
  "correlation datamining N=20,M=16      N=100,M=80     N=140,M=120"
  "dot         reduction  N=500          N=8000         N=200000"
  "suffix      reduction  N=300          N=8000         N=200000"
  "strided     reduction  N=600          N=16000        N=400000"
)

# OpenMP kernels: name, then the sizes S, M and L (kind is openmp).
openmp=(
  "omp_gemm       N=16         N=40          N=100"
  "omp_gemv       N=28         N=96          N=512"
  "omp_jacobi2d   N=20,T=5     N=64,T=10     N=160,T=10"
  "omp_covariance N=20,M=16    N=100,M=80    N=140,M=120"
  "omp_ger        N=28         N=96          N=512"
  "omp_dot        N=500        N=8000        N=200000"
  "omp_tworegion  N=300        N=8000        N=100000"
  "omp_chunked    N=28         N=96          N=512"
  "omp_dynamic    N=28         N=96          N=512"
)

# Irregular control-flow programs: one size, the work is in main.
irregular=(irr_branch irr_while irr_call irr_switch irr_break
  irr_recursive irr_datadep)

# defines turns "N=16,M=14" into "-DN=16 -DM=14" (nothing for "-").
defines() {
  local p="$1"
  [[ "$p" == "-" ]] && return 0
  local IFS=,
  local kv
  for kv in $p; do
    printf -- '-D%s\n' "$kv"
  done
}

# each_build calls "$1 name file size params kind func omp" for every .ll.
each_build() {
  local fn="$1" line name kind s m l
  "$fn" example example.c - - example main no
  for line in "${suite[@]}"; do
    read -r name kind s m l <<<"$line"
    "$fn" "$name" "$name.c" M "$m" "$kind" "kernel_$name" no
    "$fn" "${name}_S" "$name.c" S "$s" "$kind" "kernel_$name" no
    "$fn" "${name}_L" "$name.c" L "$l" "$kind" "kernel_$name" no
  done
  for name in "${irregular[@]}"; do
    "$fn" "$name" "$name.c" - - irregular main no
  done
  "$fn" scalars scalars.c - - scalar kernel_scalars no
  for line in "${openmp[@]}"; do
    read -r name s m l <<<"$line"
    "$fn" "$name" "$name.c" M "$m" openmp "kernel_$name" yes
    "$fn" "${name}_S" "$name.c" S "$s" openmp "kernel_$name" yes
    "$fn" "${name}_L" "$name.c" L "$l" openmp "kernel_$name" yes
  done
}

# emit compiles one program at -O0 and -O2 and appends its manifest rows.
emit() {
  local name="$1" file="$2" size="$3" params="$4" kind="$5" func="$6" omp="$7"
  local opt
  local -a extra
  mapfile -t extra < <(defines "$params")
  [[ "$omp" == yes ]] && extra+=(-fopenmp)
  for opt in O0 O2; do
    (cd "$src" && "$clang" "${common_flags[@]}" "-$opt" "${extra[@]}" \
      "$file" -o "$out/$name.$opt.ll")
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "ll/$name.$opt.ll" \
      "$opt" "$func" "$kind" "$size" "$params" "$omp" >>"$manifest"
  done
}

# elapsed prints the seconds between two `date +%s.%N` stamps.
elapsed() {
  awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", b - a }'
}

# run_one builds and runs one program natively at -O0 and -O2.
run_one() {
  local name="$1" file="$2" size="$3" params="$4" omp="$7"
  local opt bin t0 t1
  local -a extra
  mapfile -t extra < <(defines "$params")
  [[ "$omp" == yes ]] && extra+=(-fopenmp)
  for opt in O0 O2; do
    bin="$tmp/$name.$opt"
    (cd "$src" && "$clang" "-$opt" -g -gdwarf-4 "${extra[@]}" "$file" \
      -o "$bin" -lm)
    t0=$(date +%s.%N)
    if ! "$bin"; then
      echo "FAIL: $name -$opt exited non-zero" >&2
      failures=$((failures + 1))
      continue
    fi
    t1=$(date +%s.%N)
    if [[ "$opt" == O0 && "$size" == L ]]; then
      printf '%-20s -O0 L  %6.3f s\n' "$name" "$(elapsed "$t0" "$t1")"
      if awk -v a="$t0" -v b="$t1" 'BEGIN { exit !(b - a >= 1) }'; then
        echo "SLOW: $name -O0 L takes 1 s or more" >&2
        failures=$((failures + 1))
      fi
    fi
  done
}

generate() {
  mkdir -p "$out"
  rm -f "$out"/*.ll
  printf 'name\tfile\topt\tfunc\tkind\tsize\tparams\topenmp\n' >"$manifest"
  each_build emit
  if grep -l -e "$here" -e /work -e /usr "$out"/*.ll >/dev/null; then
    echo "regen.sh: an absolute path leaked into ll/" >&2
    exit 1
  fi
  echo "regen.sh: wrote $(ls "$out"/*.ll | wc -l) files to $out, $(du -sh "$out" | cut -f1)"
}

check() {
  tmp="$(mktemp -d)"
  trap 'rm -rf "$tmp"' EXIT
  failures=0
  each_build run_one
  if ((failures > 0)); then
    echo "regen.sh --check: $failures failures" >&2
    exit 1
  fi
  echo "regen.sh --check: every program ran with exit status 0"
}

valgrind_one() {
  local name="${1:-gemm}" line n kind s m l params=
  for line in "${suite[@]}"; do
    read -r n kind s m l <<<"$line"
    [[ "$n" == "$name" ]] && params="$l"
  done
  if [[ -z "$params" ]]; then
    echo "regen.sh: no suite kernel named $name" >&2
    exit 2
  fi
  tmp="$(mktemp -d)"
  trap 'rm -rf "$tmp"' EXIT
  local -a extra
  mapfile -t extra < <(defines "$params")
  (cd "$src" && "$clang" -O0 -g -gdwarf-4 "${extra[@]}" "$name.c" \
    -o "$tmp/$name" -lm)
  local t0 t1
  t0=$(date +%s.%N)
  valgrind --tool=callgrind --cache-sim=yes --D1=8192,8,64 --LL=131072,16,64 \
    --toggle-collect="kernel_$name" --callgrind-out-file="$tmp/cg.out" \
    "$tmp/$name" 2>"$tmp/cg.log"
  t1=$(date +%s.%N)
  grep -E 'Collected|D   refs|D1  miss|LLd miss' "$tmp/cg.log" || true
  printf 'callgrind on %s_L: %s s\n' "$name" "$(elapsed "$t0" "$t1")"
}

case "${1:-}" in
"") generate ;;
--check)
  generate
  check
  ;;
--valgrind) valgrind_one "${2:-gemm}" ;;
*)
  echo "usage: regen.sh [--check | --valgrind NAME]" >&2
  exit 2
  ;;
esac
