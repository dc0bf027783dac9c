class Conv:
    def to_upper(s):
        return s.upper()
    @staticmethod
    def to_lower(s):
        return s.lower()
print(Conv.to_upper('abc'), Conv().to_lower('XYZ'))
print(Conv().to_upper('abc'))
