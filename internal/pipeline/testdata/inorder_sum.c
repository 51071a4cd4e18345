/* inorder_sum: a binary search tree of heap nodes built from a
 * pseudo-random key stream, then summed by a recursive in-order traversal
 * several times over (at -O2 its tail call on the right child becomes a
 * loop down the right spine of the node each call is passed) and its
 * leaves counted by a second recursion. Every node is reached through a
 * pointer read from another node. */
#include <stdio.h>
#include <stdlib.h>

struct node {
  long key;
  long weight;
  struct node *left, *right;
};

static struct node *insert(struct node *root, long key)
{
  struct node **link = &root;
  while (*link) {
    if (key == (*link)->key) {
      (*link)->weight++;
      return root;
    }
    link = key < (*link)->key ? &(*link)->left : &(*link)->right;
  }
  struct node *n = malloc(sizeof *n);
  n->key = key;
  n->weight = 1;
  n->left = n->right = NULL;
  *link = n;
  return root;
}

long sum_inorder(const struct node *t, long acc)
{
  if (!t)
    return acc;
  acc = sum_inorder(t->left, acc);
  acc = (acc * 7 + t->key * t->weight) % 1000003;
  return sum_inorder(t->right, acc);
}

int leaves(const struct node *t)
{
  if (!t)
    return 0;
  if (!t->left && !t->right)
    return 1;
  return leaves(t->left) + leaves(t->right);
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 12000;
  int reps = argc > 2 ? atoi(argv[2]) : 6;
  struct node *root = NULL;
  unsigned s = 2463534242u;
  for (int i = 0; i < n; i++) {
    s ^= s << 13;
    s ^= s >> 17;
    s ^= s << 5;
    root = insert(root, (long)(s % 1000000u));
  }
  long sig = 0;
  for (int r = 0; r < reps; r++)
    sig += sum_inorder(root, r);
  printf("sig %ld leaves %d\n", sig, leaves(root));
  return 0;
}
