class Parser:
    delimiter = ','
    def split(self, s):
        return s.split(delimiter)
p = Parser()
print(p.delimiter)
print(p.split('a,b'))
