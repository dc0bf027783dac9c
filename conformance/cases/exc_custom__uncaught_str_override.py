class ParseError(Exception):
    def __init__(self, line, msg):
        self.line = line
        self.msg = msg
    def __str__(self):
        return f'line {self.line}: {self.msg}'
print('parsing')
raise ParseError(3, 'unexpected token')
