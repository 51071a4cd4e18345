/* graph_bfs: breadth-first search over a graph in compressed adjacency
 * form (the neighbours of v are adj[off[v] .. off[v+1]]), with a queue
 * walked while head < tail; distances and a level histogram. */
#include <stdio.h>
#include <stdlib.h>

int kernel_bfs(int n, const int *off, const int *adj, int src, int *dist,
               int *queue)
{
  int head = 0, tail = 0, maxd = 0;
  for (int v = 0; v < n; v++)
    dist[v] = -1;
  dist[src] = 0;
  queue[tail++] = src;
  while (head < tail) {
    int v = queue[head++];
    for (int e = off[v]; e < off[v + 1]; e++) {
      int w = adj[e];
      if (dist[w] < 0) {
        dist[w] = dist[v] + 1;
        if (dist[w] > maxd)
          maxd = dist[w];
        queue[tail++] = w;
      }
    }
  }
  return maxd;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 20000;
  int deg = argc > 2 ? atoi(argv[2]) : 4;
  int *off = malloc((n + 1) * sizeof(int));
  int *adj = malloc((size_t)n * deg * sizeof(int));
  int *dist = malloc(n * sizeof(int));
  int *queue = malloc(n * sizeof(int));
  unsigned s = 3u;
  /* a ring (v -> v+1) plus deg-1 pseudo-random edges per vertex */
  for (int v = 0; v < n; v++) {
    off[v] = v * deg;
    adj[v * deg] = (v + 1) % n;
    for (int d = 1; d < deg; d++) {
      s = s * 1103515245u + 12345u;
      adj[v * deg + d] = (int)((s >> 8) % (unsigned)n);
    }
  }
  off[n] = n * deg;
  int maxd = kernel_bfs(n, off, adj, 0, dist, queue);
  int hist[64] = {0};
  long sum = 0;
  for (int v = 0; v < n; v++) {
    sum += dist[v];
    if (dist[v] >= 0 && dist[v] < 64)
      hist[dist[v]]++;
  }
  printf("maxd %d sum %ld level1 %d level3 %d\n", maxd, sum, hist[1], hist[3]);
  free(off);
  free(adj);
  free(dist);
  free(queue);
  return 0;
}
