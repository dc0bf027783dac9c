class Parser:
    @staticmethod
    def _tokenize(s):
        return s.replace('(', ' ( ').replace(')', ' ) ').split()
    @classmethod
    def parse(cls, s):
        return cls._tokenize(s)
print(Parser.parse('(add 1 (mul 2 3))'))
print(Parser()._tokenize('a(b)'))
sm = Parser.__dict__['_tokenize']
print(type(sm).__name__, sm.__func__('x y'))
