class LoggingMixin:
    def describe(self):
        return 'log+' + super().describe()
class JsonMixin:
    def describe(self):
        return 'json+' + super().describe()
class Base:
    def describe(self):
        return 'base'
class Service(LoggingMixin, JsonMixin, Base):
    pass
class Service2(JsonMixin, LoggingMixin, Base):
    pass
print(Service().describe())
print(Service2().describe())
print([c.__name__ for c in Service2.__mro__])
