class Settings:
    timeout = 30
    def describe(self):
        return f'timeout={self.timeout}'
print(Settings.timeout, Settings().describe())
print(getattr(Settings, 'retries', 'no retries attr'))
print(Settings.retries)
