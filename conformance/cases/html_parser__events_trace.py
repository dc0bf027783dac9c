from html.parser import HTMLParser

class Tracer(HTMLParser):
    def handle_starttag(self, tag, attrs):
        print("start", tag, attrs)
    def handle_endtag(self, tag):
        print("end", tag)
    def handle_startendtag(self, tag, attrs):
        print("startend", tag, attrs)
    def handle_data(self, data):
        print("data", repr(data))
    def handle_comment(self, data):
        print("comment", repr(data))
    def handle_decl(self, decl):
        print("decl", decl)
    def handle_entityref(self, name):
        print("entity", name)
    def handle_charref(self, name):
        print("charref", name)

t = Tracer()
t.feed("<!DOCTYPE html><!-- note --><DIV Id=Main data-x>a &lt; b &#65;<br/>")
t.feed("<input disabled value=\"q\"></div>")
t.close()
c = Tracer()
c.feed("<p>x &amp; y &#66;</p>")
c.close()
