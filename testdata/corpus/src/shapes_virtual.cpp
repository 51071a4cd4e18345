// shapes_virtual: a class hierarchy with virtual methods (area, perimeter,
// scale) behind base-class pointers in a std::vector of std::unique_ptr,
// called in loops; the report goes through iostream.
#include <cstdlib>
#include <iomanip>
#include <iostream>
#include <memory>
#include <vector>

class Shape {
public:
  virtual ~Shape() = default;
  virtual double area() const = 0;
  virtual double perimeter() const = 0;
  virtual void scale(double f) = 0;
  virtual int kind() const { return 0; }
};

class Circle : public Shape {
  double r;

public:
  explicit Circle(double r) : r(r) {}
  double area() const override { return 3.14159265358979 * r * r; }
  double perimeter() const override { return 2 * 3.14159265358979 * r; }
  void scale(double f) override { r *= f; }
  int kind() const override { return 1; }
};

class Rect : public Shape {
protected:
  double w, h;

public:
  Rect(double w, double h) : w(w), h(h) {}
  double area() const override { return w * h; }
  double perimeter() const override { return 2 * (w + h); }
  void scale(double f) override
  {
    w *= f;
    h *= f;
  }
  int kind() const override { return 2; }
};

class Square : public Rect {
public:
  explicit Square(double s) : Rect(s, s) {}
  int kind() const override { return 3; }
};

class Triangle : public Shape {
  double a, b, c;

public:
  Triangle(double a, double b, double c) : a(a), b(b), c(c) {}
  double area() const override
  {
    double s = (a + b + c) / 2;
    double q = s * (s - a) * (s - b) * (s - c);
    // Heron, with a Newton square root to stay away from libm
    double x = q > 1 ? q : 1;
    for (int i = 0; i < 20; i++)
      x = 0.5 * (x + q / x);
    return x;
  }
  double perimeter() const override { return a + b + c; }
  void scale(double f) override
  {
    a *= f;
    b *= f;
    c *= f;
  }
};

double kernel_total_area(const std::vector<std::unique_ptr<Shape>> &shapes)
{
  double s = 0.0;
  for (const auto &p : shapes)
    s += p->area();
  return s;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? std::atoi(argv[1]) : 3000;
  std::vector<std::unique_ptr<Shape>> shapes;
  for (int i = 0; i < n; i++) {
    double d = 1.0 + (i % 7);
    switch (i % 4) {
    case 0: shapes.push_back(std::make_unique<Circle>(d)); break;
    case 1: shapes.push_back(std::make_unique<Rect>(d, d + 1)); break;
    case 2: shapes.push_back(std::make_unique<Square>(d)); break;
    default: shapes.push_back(std::make_unique<Triangle>(d + 2, d + 3, d + 4)); break;
    }
  }
  double before = kernel_total_area(shapes);
  int counts[4] = {0, 0, 0, 0};
  double per = 0.0;
  for (auto &p : shapes) {
    counts[p->kind()]++;
    if (p->perimeter() > 20.0)
      p->scale(0.5);
    per += p->perimeter();
  }
  double after = kernel_total_area(shapes);
  std::cout << std::fixed << std::setprecision(4) << "before " << before
            << " after " << after << " perimeter " << per << " kinds "
            << counts[0] << ' ' << counts[1] << ' ' << counts[2] << ' '
            << counts[3] << '\n';
  return 0;
}
