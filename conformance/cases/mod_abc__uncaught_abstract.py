from abc import ABC, abstractmethod
class Plugin(ABC):
    @abstractmethod
    def run(self):
        pass
class Broken(Plugin):
    def start(self):
        return 'start'
print('instantiating')
Broken()
