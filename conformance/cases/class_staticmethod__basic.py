class MathUtil:
    @staticmethod
    def add(a, b):
        return a + b
    @staticmethod
    def clamp(x, lo=0, hi=10):
        return max(lo, min(hi, x))
    def use(self):
        return self.add(2, 3) + MathUtil.clamp(99)
print(MathUtil.add(1, 2), MathUtil().add(3, 4))
print(MathUtil.clamp(-5), MathUtil.clamp(5), MathUtil.clamp(50, hi=20))
print(MathUtil().use())
f = MathUtil.add
print(f(10, 20))
