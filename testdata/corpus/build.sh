#!/usr/bin/env bash
# build.sh compiles the real-code corpus of reusescope (programs in the
# shapes users bring: heap arrays sized by argv, VLAs, benchmark harnesses,
# static kernels, C++, OpenMP) to LLVM IR and writes the manifest corpus.tsv.
#
# Usage (from any directory):
#   testdata/corpus/build.sh           emit ll/NAME.O{0,1,2,3}.ll and corpus.tsv
#   testdata/corpus/build.sh --check   also: build every program natively at
#                                      -O0 and -O2, run it with its manifest
#                                      arguments (exit status 0, under 1 s;
#                                      OpenMP programs with OMP_NUM_THREADS=1
#                                      and 4, same stdout), and emit the IR a
#                                      second time to check it is byte-identical
#
# Every file is compiled from inside src/ with the flags a user types,
#   clang-14 -g -S -emit-llvm -O<n> [-fopenmp] FILE   (clang++-14 for C++)
# plus debug prefix maps only: the source directory becomes "." and /usr
# (system, C++ and clang resource headers, whose types the debug info names)
# becomes "usr", so the .ll files hold no absolute path of this machine.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)"
src="$here/src"
out="$here/ll"
manifest="$here/corpus.tsv"
cc="${CLANG:-clang-14}"
cxx="${CLANGXX:-clang++-14}"
opts=(O0 O1 O2 O3)

# The programs: name | function to analyse | default argv | shapes.
# The language comes from the file (NAME.c or NAME.cpp); a program is
# OpenMP when one of its shapes starts with omp_. The argv given here are
# the defaults the program falls back to without arguments ("-": none).
programs=(
  "matmul_harness     | kernel_matmul       | 48          | heap,argv,harness,static"
  "vla_mv             | kernel_mv           | 150 120     | heap,argv,vla"
  "vla_stencil        | kernel_sweep        | 64 80 12    | heap,argv,vla,stencil,swap"
  "realloc_growth     | kernel_filter       | 20000       | heap,argv,while,datadep"
  "calloc_histogram   | kernel_histogram    | 100000 256  | heap,argv,indirect,earlybreak"
  "memalign_jacobi1d  | kernel_jacobi1d     | 6000 20     | heap,argv,stencil,swap"
  "heat2d_harness     | kernel_heat         | 60 60 16    | heap,argv,harness,static,stencil,swap"
  "tiled_matmul       | kernel_tiled_matmul | 50 16       | heap,argv,blocked"
  "tiled_transpose    | kernel_transpose    | 100 70 16   | heap,argv,blocked,static,minmax,stencil"
  "lu_pivot           | kernel_lu           | 80          | heap,argv,triangular3,minmax,swap"
  "cholesky_vla       | kernel_cholesky     | 90          | heap,argv,vla,triangular3,datadep"
  "gauss_seidel_conv  | kernel_solve        | 2000        | heap,argv,while,datadep,minmax"
  "linked_list        | kernel_walk         | 600         | heap,argv,while,datadep,earlybreak"
  "csr_spmv           | kernel_spmv         | 40 10       | heap,argv,harness,static,indirect"
  "hash_linear        | kernel_lookup       | 20000       | heap,argv,hash,while,earlybreak,indirect"
  "quicksort          | kernel_quicksort    | 20000       | heap,argv,recursion,while,earlybreak,datadep"
  "mergesort          | kernel_mergesort    | 16000       | heap,argv,recursion,while,datadep"
  "bst                | kernel_inorder      | 5000        | heap,argv,recursion,while,datadep"
  "bytecode_vm        | kernel_run          | -           | argv,switch,while,datadep,indirect"
  "matvec             | kernel_gemv         | 300 200     | heap,argv"
  "prefix_scan        | kernel_scan         | 50000       | heap,argv,indirect"
  "wordcount          | kernel_count        | 60000       | heap,argv,while,datadep,earlybreak,minmax,indirect"
  "particles_soa_aos  | main                | 4000 10     | heap,argv,static,datadep"
  "kmeans             | kernel_assign       | 3000 8      | heap,argv,minmax,indirect,while,datadep"
  "graph_bfs          | kernel_bfs          | 20000 4     | heap,argv,indirect,while,datadep,minmax"
  "conv2d_image       | kernel_conv         | 64 96       | heap,argv,stencil,minmax,static"
  "lcs_dp             | kernel_lcs          | 400 300     | heap,argv,minmax,swap,static"
  "vector_stats       | kernel_stats        | 8000        | cxx,vector,argv,minmax"
  "shapes_virtual     | kernel_total_area   | 3000        | cxx,virtual,vector,heap,argv,switch"
  "template_matrix    | kernel_multiply     | -           | cxx,vector,argv"
  "exceptions_parse   | kernel_eval_all     | 400         | cxx,throw,recursion,switch,while,argv"
  "raii_buffer        | kernel_smooth       | 5000 8      | cxx,heap,argv,stencil,swap"
  "omp_static_mv      | kernel_mv           | 240 200     | heap,argv,omp_static"
  "omp_dynamic_spmv   | kernel_spmv         | 4000        | heap,argv,indirect,omp_dynamic"
  "omp_guided_tri     | kernel_pairs        | 800         | heap,argv,omp_guided,omp_triangular"
  "omp_reduction      | kernel_reduce       | 100000      | heap,argv,minmax,omp_reduction"
  "omp_single_critical| kernel_hist         | 80000       | heap,argv,indirect,minmax,omp_single,omp_static"
  "omp_stencil_swap   | kernel_jacobi       | 80 10       | heap,argv,stencil,swap,omp_static,omp_reduction"
  "omp_lu             | kernel_lu           | 80          | heap,argv,triangular3,omp_static,omp_triangular"
  "omp_tiled_harness  | kernel_tiled        | 48 16       | heap,argv,harness,static,blocked,omp_static"
  "omp_vector         | kernel_rows         | 600         | cxx,vector,argv,minmax,omp_guided,omp_reduction"
)

# trim prints its argument without leading and trailing blanks.
trim() {
  local s="$1"
  s="${s#"${s%%[![:space:]]*}"}"
  printf '%s' "${s%"${s##*[![:space:]]}"}"
}

# each_program calls "$1 name file lang func args omp shapes" per program.
each_program() {
  local fn="$1" line name func args shapes file lang omp
  for line in "${programs[@]}"; do
    IFS='|' read -r name func args shapes <<<"$line"
    name="$(trim "$name")" func="$(trim "$func")"
    args="$(trim "$args")" shapes="$(trim "$shapes")"
    if [[ -f "$src/$name.c" ]]; then
      file="$name.c" lang=c
    elif [[ -f "$src/$name.cpp" ]]; then
      file="$name.cpp" lang=cxx
    else
      echo "build.sh: no source for $name in $src" >&2
      exit 1
    fi
    omp=no
    [[ ",$shapes" == *,omp_* ]] && omp=yes
    "$fn" "$name" "$file" "$lang" "$func" "$args" "$omp" "$shapes"
  done
}

# compiler prints the clang driver of a language.
compiler() {
  if [[ "$1" == cxx ]]; then printf '%s' "$cxx"; else printf '%s' "$cc"; fi
}

# emit_ir compiles one program at every level into directory $dest.
emit_ir() {
  local name="$1" file="$2" lang="$3" omp="$6" opt
  local -a extra=()
  [[ "$omp" == yes ]] && extra+=(-fopenmp)
  for opt in "${opts[@]}"; do
    (cd "$src" && "$(compiler "$lang")" -g -S -emit-llvm "-$opt" "${extra[@]}" \
      "-fdebug-prefix-map=$src=." -fdebug-prefix-map=/usr=usr \
      "$file" -o "$dest/$name.$opt.ll")
  done
}

# manifest_rows appends one manifest row per level.
manifest_rows() {
  local name="$1" lang="$3" func="$4" args="$5" omp="$6" shapes="$7" opt
  for opt in "${opts[@]}"; do
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "ll/$name.$opt.ll" \
      "$lang" "$opt" "$func" "$args" "$omp" "$shapes" >>"$manifest"
  done
}

bg_pids=()
# emit_bg runs emit_ir in the background, at most two jobs at a time.
emit_bg() {
  while (($(jobs -rp | wc -l) >= 2)); do
    wait -n
  done
  emit_ir "$@" &
  bg_pids+=($!)
}

# wait_all waits for every background compile and fails if one failed.
wait_all() {
  local p rc=0
  for p in "${bg_pids[@]}"; do
    wait "$p" || rc=1
  done
  bg_pids=()
  return $rc
}

leak_check() {
  if grep -l -e "$here" -e /work -e /usr -e /tmp "$1"/*.ll >&2; then
    echo "build.sh: an absolute path leaked into the files above" >&2
    exit 1
  fi
}

generate() {
  mkdir -p "$out"
  rm -f "$out"/*.ll
  dest="$out"
  each_program emit_bg
  wait_all || {
    echo "build.sh: a compile failed" >&2
    exit 1
  }
  leak_check "$out"
  printf 'name\tfile\tlang\topt\tfunc\targs\topenmp\tshapes\n' >"$manifest"
  each_program manifest_rows
  echo "build.sh: wrote $(ls "$out"/*.ll | wc -l) files to ll/, $(du -sh "$out" | cut -f1)"
}

# run_native builds one program at -O0 and -O2 and runs it with its args.
run_native() {
  local name="$1" file="$2" lang="$3" args="$5" omp="$6" opt bin t0 t1 threads
  local -a extra=() argv=() envv=()
  [[ "$omp" == yes ]] && extra+=(-fopenmp)
  [[ "$args" != - ]] && read -r -a argv <<<"$args"
  for opt in O0 O2; do
    bin="$tmp/$name.$opt"
    (cd "$src" && "$(compiler "$lang")" -g "-$opt" "$file" -o "$bin" -lm "${extra[@]}")
    for threads in $([[ "$omp" == yes ]] && echo 1 4 || echo -); do
      t0=$(date +%s.%N)
      envv=()
      [[ "$threads" != - ]] && envv=("OMP_NUM_THREADS=$threads")
      if ! env "${envv[@]}" "$bin" "${argv[@]}" >"$tmp/$name.$opt.$threads.out" 2>/dev/null; then
        echo "FAIL: $name -$opt (threads $threads) exited non-zero" >&2
        failures=$((failures + 1))
        continue
      fi
      t1=$(date +%s.%N)
      printf '%-20s -%s threads %s %6.3f s  %s\n' "$name" "$opt" "$threads" \
        "$(awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }')" \
        "$(head -c 60 "$tmp/$name.$opt.$threads.out" | tr '\n' ' ')"
      if awk -v a="$t0" -v b="$t1" 'BEGIN { exit !(b - a >= 1) }'; then
        echo "SLOW: $name -$opt takes 1 s or more" >&2
        failures=$((failures + 1))
      fi
    done
    if [[ "$omp" == yes ]] && ! cmp -s "$tmp/$name.$opt.1.out" "$tmp/$name.$opt.4.out"; then
      echo "FAIL: $name -$opt prints different output on 1 and 4 threads" >&2
      failures=$((failures + 1))
    fi
  done
}

check() {
  tmp="$(mktemp -d)"
  trap 'rm -rf "$tmp"' EXIT
  failures=0
  each_program run_native
  # Determinism: a second emission must give the same bytes.
  mkdir -p "$tmp/ll"
  dest="$tmp/ll"
  each_program emit_bg
  wait_all
  local f
  for f in "$out"/*.ll; do
    if ! cmp -s "$f" "$tmp/ll/$(basename "$f")"; then
      echo "FAIL: $(basename "$f") differs between two builds" >&2
      failures=$((failures + 1))
    fi
  done
  if ((failures > 0)); then
    echo "build.sh --check: $failures failures" >&2
    exit 1
  fi
  echo "build.sh --check: every program ran (exit 0, < 1 s, same output on 1 and 4 threads); the IR is deterministic"
}

case "${1:-}" in
"") generate ;;
--check)
  generate
  check
  ;;
*)
  echo "usage: build.sh [--check]" >&2
  exit 2
  ;;
esac
