import textwrap
block = '''
    def f():
        return 1
    '''
print(repr(textwrap.dedent(block)))
print(textwrap.indent('a\nb\n\nc', '> '))
print(textwrap.indent('a\n\nb', '+ ', lambda line: True))
print(textwrap.shorten('Hello  world, this is a long sentence', width=20))
print(textwrap.shorten('Short one', width=20), textwrap.shorten('abc def ghi', 8, placeholder='..'))
