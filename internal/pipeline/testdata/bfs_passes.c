/* Breadth-first search as bfs_queue.c, whose queue loop's test also
   counts its passes, while (passes++, head < tail): a store in the
   loop's header besides its counter's, which the count walk, making the
   header's pass twice per iteration, would make twice. The passes then
   bound a loop. */
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  int deg = argc > 2 ? atoi(argv[2]) : 4;
  int *adj = malloc((size_t)n * deg * sizeof(int));
  unsigned s = 12345;
  for (int i = 0; i < n * deg; i++) { s = s * 1103515245u + 12345u; adj[i] = (s >> 8) % n; }
  int *dist = malloc(n * sizeof(int));
  int *queue = malloc(n * sizeof(int));
  for (int i = 0; i < n; i++) dist[i] = -1;
  int head = 0, tail = 0;
  dist[0] = 0; queue[tail++] = 0;
  int passes = 0;
  while (passes++, head < tail) {
    int u = queue[head++];
    for (int e = 0; e < deg; e++) {
      int v = adj[u * deg + e];
      if (dist[v] < 0) { dist[v] = dist[u] + 1; queue[tail++] = v; }
    }
  }
  long sum = 0;
  for (int i = 0; i < n; i++) sum += dist[i];
  for (int k = 0; k < passes; k++) sum += dist[k % n];
  printf("%ld %d\n", sum, tail);
  return 0;
}
