@_exported import CSDL2
