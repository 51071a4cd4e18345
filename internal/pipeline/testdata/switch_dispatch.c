/* switch_dispatch: a loop whose only test is a switch, as interpreters and
 * state machines write them: a run-length decoder leaves its loop at the
 * switch's default (its END opcode), and -O2 makes the switch the loop's
 * test at the top. The encoded input is made by the program from argv's
 * length and seed. */
#include <stdio.h>
#include <stdlib.h>

enum { LIT, RUN, SKIP, END };

static long decode(const unsigned char *in, unsigned char *out)
{
  long o = 0;
  int i = 0;
  for (;;) {
    switch (in[i]) {
    case LIT:
      out[o++] = in[i + 1];
      i += 2;
      break;
    case RUN:
      for (int k = 0; k < in[i + 1]; k++)
        out[o++] = in[i + 2];
      i += 3;
      break;
    case SKIP:
      o += in[i + 1];
      i += 2;
      break;
    default:
      return o;
    }
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 3000;
  unsigned seed = argc > 2 ? (unsigned)atoi(argv[2]) : 7;
  unsigned char *code = malloc(3 * (size_t)n + 1);
  unsigned char *out = calloc(16 * (size_t)n + 16, 1);
  int pc = 0;
  for (int j = 0; j < n; j++) {
    seed = seed * 1103515245u + 12345u;
    unsigned r = (seed >> 16) % 8;
    if (r < 4) {
      code[pc++] = LIT;
      code[pc++] = (unsigned char)(seed >> 8);
    } else if (r < 7) {
      code[pc++] = RUN;
      code[pc++] = (unsigned char)(1 + (seed >> 20) % 12);
      code[pc++] = (unsigned char)seed;
    } else {
      code[pc++] = SKIP;
      code[pc++] = (unsigned char)(1 + (seed >> 24) % 3);
    }
  }
  code[pc] = END;
  long len = decode(code, out);
  long sum = 0;
  for (long k = 0; k < len; k++)
    sum += out[k];
  printf("decoded %ld bytes from %d, sum %ld\n", len, pc, sum);
  free(code);
  free(out);
  return 0;
}
