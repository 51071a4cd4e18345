/* bst: an unbalanced binary search tree of malloc'd nodes; iterative
 * insertion descends in a while loop, recursive in-order traversal, height
 * and free; lookups follow a data-dependent path. */
#include <stdio.h>
#include <stdlib.h>

typedef struct tree {
  int key;
  int count;
  struct tree *left, *right;
} tree;

static tree *insert(tree *root, int key)
{
  tree **link = &root;
  while (*link) {
    if (key == (*link)->key) {
      (*link)->count++;
      return root;
    }
    link = key < (*link)->key ? &(*link)->left : &(*link)->right;
  }
  tree *t = malloc(sizeof(tree));
  t->key = key;
  t->count = 1;
  t->left = t->right = NULL;
  *link = t;
  return root;
}

long kernel_inorder(const tree *t, long acc)
{
  if (!t)
    return acc;
  acc = kernel_inorder(t->left, acc);
  acc = acc * 31 % 1000000007 + (long)t->key * t->count;
  return kernel_inorder(t->right, acc);
}

static int height(const tree *t)
{
  if (!t)
    return 0;
  int l = height(t->left), r = height(t->right);
  return 1 + (l > r ? l : r);
}

static int depth_of(const tree *t, int key)
{
  int d = 0;
  while (t && t->key != key) {
    t = key < t->key ? t->left : t->right;
    d++;
  }
  return t ? d : -1;
}

static void destroy(tree *t)
{
  if (!t)
    return;
  destroy(t->left);
  destroy(t->right);
  free(t);
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 5000;
  tree *root = NULL;
  unsigned s = 31337u;
  for (int i = 0; i < n; i++) {
    s = s * 1103515245u + 12345u;
    root = insert(root, (int)((s >> 10) % 20000u));
  }
  long sig = kernel_inorder(root, 0);
  long dsum = 0;
  for (int k = 0; k < 20000; k += 37)
    dsum += depth_of(root, k);
  printf("height %d sig %ld depths %ld\n", height(root), sig, dsum);
  destroy(root);
  return 0;
}
