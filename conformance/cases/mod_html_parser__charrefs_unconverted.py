from html.parser import HTMLParser


class Events(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=False)
        self.events = []

    def handle_starttag(self, tag, attrs):
        self.events.append(('start', tag, attrs))

    def handle_endtag(self, tag):
        self.events.append(('end', tag))

    def handle_data(self, data):
        self.events.append(('data', data))

    def handle_charref(self, name):
        self.events.append(('charref', name))

    def handle_entityref(self, name):
        self.events.append(('entityref', name))


p = Events()
p.feed('<p title="a&amp;b">Fish &amp; chips &#169; &#x41;BC &copy 5 & 6 &#zz; <b>x&lt;y</b></p>')
p.close()
for event in p.events:
    print(event)

p = Events()
for chunk in ['A &am', 'p; B &#6', '5; C &', 'amp']:
    p.feed(chunk)
p.close()
print(p.events)


class Plain(HTMLParser):
    def handle_data(self, data):
        print('data', repr(data))


Plain().feed('x &amp; y &#65;')
q = Plain(convert_charrefs=False)
q.feed('no handlers: &amp; &#65;.')
q.close()
