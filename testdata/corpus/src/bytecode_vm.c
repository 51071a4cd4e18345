/* bytecode_vm: a tiny stack machine whose interpreter loop dispatches on
 * the opcode with a switch; the bytecode (assembled in main) sums i*i mod 7
 * over a loop of argv-given length and runs Euclid's gcd on the result. */
#include <stdio.h>
#include <stdlib.h>

enum { PUSH, LOAD, STORE, ADD, SUB, MUL, MOD, JMP, JZ, JLT, DUP, POP, PRINT, HALT };

long kernel_run(const int *code, long *vars, long *stack)
{
  int pc = 0, sp = 0, running = 1;
  long steps = 0, a, b;
  while (running) {
    int op = code[pc++];
    steps++;
    switch (op) {
    case PUSH: stack[sp++] = code[pc++]; break;
    case LOAD: stack[sp++] = vars[code[pc++]]; break;
    case STORE: vars[code[pc++]] = stack[--sp]; break;
    case ADD: b = stack[--sp]; a = stack[--sp]; stack[sp++] = a + b; break;
    case SUB: b = stack[--sp]; a = stack[--sp]; stack[sp++] = a - b; break;
    case MUL: b = stack[--sp]; a = stack[--sp]; stack[sp++] = a * b; break;
    case MOD: b = stack[--sp]; a = stack[--sp]; stack[sp++] = a % b; break;
    case JMP: pc = code[pc]; break;
    case JZ:
      if (stack[--sp] == 0)
        pc = code[pc];
      else
        pc++;
      break;
    case JLT:
      b = stack[--sp];
      a = stack[--sp];
      if (a < b)
        pc = code[pc];
      else
        pc++;
      break;
    case DUP: stack[sp] = stack[sp - 1]; sp++; break;
    case POP: sp--; break;
    case PRINT: printf("vm: %ld\n", stack[--sp]); break;
    case HALT:
    default: running = 0; break;
    }
  }
  return steps;
}

static int emit(int *code, int pc, int op) { code[pc] = op; return pc + 1; }

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 20000;
  int code[128];
  int pc = 0, loop, fix_exit, gcd, fix_done;
  /* vars: 0 = i, 1 = s, 2 = n, 3 = a, 4 = b */
  pc = emit(code, pc, PUSH); pc = emit(code, pc, 0);
  pc = emit(code, pc, STORE); pc = emit(code, pc, 0);
  pc = emit(code, pc, PUSH); pc = emit(code, pc, 0);
  pc = emit(code, pc, STORE); pc = emit(code, pc, 1);
  loop = pc; /* while (i < n) */
  pc = emit(code, pc, LOAD); pc = emit(code, pc, 0);
  pc = emit(code, pc, LOAD); pc = emit(code, pc, 2);
  pc = emit(code, pc, JLT); pc = emit(code, pc, pc + 3);
  pc = emit(code, pc, JMP); fix_exit = pc; pc = emit(code, pc, 0);
  /* s = s + (i * i) % 7 */
  pc = emit(code, pc, LOAD); pc = emit(code, pc, 1);
  pc = emit(code, pc, LOAD); pc = emit(code, pc, 0);
  pc = emit(code, pc, DUP);
  pc = emit(code, pc, MUL);
  pc = emit(code, pc, PUSH); pc = emit(code, pc, 7);
  pc = emit(code, pc, MOD);
  pc = emit(code, pc, ADD);
  pc = emit(code, pc, STORE); pc = emit(code, pc, 1);
  /* i = i + 1 */
  pc = emit(code, pc, LOAD); pc = emit(code, pc, 0);
  pc = emit(code, pc, PUSH); pc = emit(code, pc, 1);
  pc = emit(code, pc, ADD);
  pc = emit(code, pc, STORE); pc = emit(code, pc, 0);
  pc = emit(code, pc, JMP); pc = emit(code, pc, loop);
  code[fix_exit] = pc;
  /* a = s; b = 1071; while (b != 0) { t = a % b; a = b; b = t; } */
  pc = emit(code, pc, LOAD); pc = emit(code, pc, 1);
  pc = emit(code, pc, STORE); pc = emit(code, pc, 3);
  pc = emit(code, pc, PUSH); pc = emit(code, pc, 1071);
  pc = emit(code, pc, STORE); pc = emit(code, pc, 4);
  gcd = pc;
  pc = emit(code, pc, LOAD); pc = emit(code, pc, 4);
  pc = emit(code, pc, JZ); fix_done = pc; pc = emit(code, pc, 0);
  pc = emit(code, pc, LOAD); pc = emit(code, pc, 3);
  pc = emit(code, pc, LOAD); pc = emit(code, pc, 4);
  pc = emit(code, pc, MOD);
  pc = emit(code, pc, LOAD); pc = emit(code, pc, 4);
  pc = emit(code, pc, STORE); pc = emit(code, pc, 3);
  pc = emit(code, pc, STORE); pc = emit(code, pc, 4);
  pc = emit(code, pc, JMP); pc = emit(code, pc, gcd);
  code[fix_done] = pc;
  pc = emit(code, pc, LOAD); pc = emit(code, pc, 3);
  pc = emit(code, pc, PRINT);
  pc = emit(code, pc, LOAD); pc = emit(code, pc, 1);
  pc = emit(code, pc, DUP);
  pc = emit(code, pc, POP);
  pc = emit(code, pc, PRINT);
  pc = emit(code, pc, HALT);

  long vars[8] = {0, 0, n, 0, 0, 0, 0, 0};
  long stack[64] = {0};
  long steps = kernel_run(code, vars, stack);
  printf("len %d steps %ld s %ld\n", pc, steps, vars[1]);
  return 0;
}
