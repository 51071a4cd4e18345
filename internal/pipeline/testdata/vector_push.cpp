// Points pushed into a std::vector after reserve(n), then a range-for and an
// indexed loop over it, repeated: at -O2 the vector's begin, end and
// capacity are phis carried around the push_back loop (its growth path,
// which reserve makes dead, inlined) and read after it.
#include <vector>
#include <cstdio>
#include <cstdlib>
#include <numeric>

struct Point { double x, y, z; };

static std::vector<Point> build(int n) {
  std::vector<Point> pts;
  pts.reserve(n);
  for (int i = 0; i < n; i++) pts.push_back({i * 0.5, i * 0.25, (double)(i % 7)});
  return pts;
}

static double centroid_dist(const std::vector<Point> &pts) {
  double cx = 0, cy = 0, cz = 0;
  for (const Point &p : pts) { cx += p.x; cy += p.y; cz += p.z; }
  cx /= pts.size(); cy /= pts.size(); cz /= pts.size();
  double s = 0;
  for (size_t i = 0; i < pts.size(); i++) {
    double dx = pts[i].x - cx, dy = pts[i].y - cy, dz = pts[i].z - cz;
    s += dx * dx + dy * dy + dz * dz;
  }
  return s;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? std::atoi(argv[1]) : 10000;
  int reps = argc > 2 ? std::atoi(argv[2]) : 3;
  std::vector<Point> pts = build(n);
  double s = 0;
  for (int r = 0; r < reps; r++) s += centroid_dist(pts);
  std::printf("%f\n", s);
  return 0;
}
