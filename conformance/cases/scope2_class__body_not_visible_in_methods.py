class Cfg:
    setting = 'class-level'
    def read(self):
        try:
            return setting
        except NameError as e:
            return f'{type(e).__name__}: {e}'
    def read_ok(self):
        return self.setting, Cfg.setting
print(Cfg().read())
print(Cfg().read_ok())
