class Widget:
    def __helper(self):
        return 'helped'
    def run(self):
        return self.__helper()
w = Widget()
print(w.run())
print(hasattr(w, '__helper'), hasattr(w, '_Widget__helper'))
print([n for n in dir(Widget) if 'helper' in n])
class Sub(Widget):
    def run2(self):
        try:
            return self.__helper()
        except AttributeError as e:
            return f'{type(e).__name__}: {e}'
print(Sub().run2())
