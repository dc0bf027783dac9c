tests = ['abc', 'ABC', '123', '12.5', 'abc123', '', '   ', 'Hello World', '½', 'a_b', '\t\n']
for t in tests:
    print(repr(t), t.isalpha(), t.isdigit(), t.isalnum(), t.isspace(), t.isnumeric(), t.isdecimal(), t.isidentifier())
