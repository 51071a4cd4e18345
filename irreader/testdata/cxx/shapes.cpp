// shapes.cpp: classes with virtual methods, created with new and destroyed
// with delete through the base class.
#include <cstdio>

struct Shape {
  virtual ~Shape() {}
  virtual double area() const = 0;
};

struct Square : Shape {
  double side;
  explicit Square(double s) : side(s) {}
  double area() const override { return side * side; }
};

struct Circle : Shape {
  double r;
  explicit Circle(double r) : r(r) {}
  double area() const override { return 3.14159 * r * r; }
};

int main() {
  Shape *shapes[10];
  for (int i = 0; i < 10; i++)
    shapes[i] = i % 2 ? static_cast<Shape *>(new Square(i)) : new Circle(i);
  double total = 0;
  for (int i = 0; i < 10; i++)
    total += shapes[i]->area();
  for (int i = 0; i < 10; i++)
    delete shapes[i];
  std::printf("%f\n", total);
  return 0;
}
