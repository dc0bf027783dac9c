log = []
def tag(name):
    log.append('make ' + name)
    def deco(fn):
        log.append('apply ' + name)
        def w():
            return '<' + name + '>' + fn() + '</' + name + '>'
        return w
    return deco
@tag('b')
@tag('i')
def text():
    return 'hey'
print(log)
print(text())
