/* A binary search tree of keys from a generator, inserted in a loop and
 * summed by an in-order recursion over its child pointers: how often the
 * recursion calls itself depends on the tree the data builds. */
#include <stdio.h>
#include <stdlib.h>

struct node {
  long key;
  struct node *left, *right;
};

static struct node *insert(struct node *t, long key)
{
  if (!t) {
    struct node *n = malloc(sizeof *n);
    n->key = key;
    n->left = n->right = NULL;
    return n;
  }
  if (key < t->key)
    t->left = insert(t->left, key);
  else
    t->right = insert(t->right, key);
  return t;
}

static long walk(const struct node *t)
{
  if (!t)
    return 0;
  return walk(t->left) + t->key + walk(t->right);
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  unsigned s = 7u;
  struct node *root = NULL;
  for (int i = 0; i < n; i++) {
    s = s * 1664525u + 1013904223u;
    root = insert(root, (long)(s >> 8));
  }
  printf("%ld\n", walk(root));
  return 0;
}
