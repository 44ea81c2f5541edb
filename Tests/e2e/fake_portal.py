"""A stand-in XDG desktop portal for the e2e (hardening_motion.py): owns org.freedesktop.portal.Desktop
on the session bus it is started on and answers org.freedesktop.portal.Settings' Read and ReadOne for
org.freedesktop.appearance reduced-motion with the uint32 given (Debian 12's xdg-desktop-portal 1.16 has
no such key; newer portals answer as this does). Every other key is the portal's NotFound error.

  /usr/bin/python3 fake_portal.py VALUE     prints "ready" once the name is owned, serves until killed

Needs PyGObject (python3-gi), run by Debian's python3."""
import sys

from gi.repository import Gio, GLib

INTERFACE = """<node><interface name="org.freedesktop.portal.Settings">
  <method name="Read"><arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="out"/></method>
  <method name="ReadOne"><arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="out"/></method>
  <property name="version" type="u" access="read"/>
</interface></node>"""


def main():
    value = int(sys.argv[1])

    def call(connection, sender, path, interface, method, parameters, invocation):
        namespace, key = parameters.unpack()
        if (namespace, key) != ("org.freedesktop.appearance", "reduced-motion"):
            invocation.return_dbus_error("org.freedesktop.portal.Error.NotFound", "Requested setting not found")
            return
        answer = GLib.Variant("u", value)
        if method == "Read":  # the old method wraps the value in one more variant: "(<<uint32 1>>,)"
            answer = GLib.Variant("v", answer)
        invocation.return_value(GLib.Variant.new_tuple(GLib.Variant("v", answer)))

    def get_property(connection, sender, path, interface, name):
        return GLib.Variant("u", 2)

    bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    node = Gio.DBusNodeInfo.new_for_xml(INTERFACE)
    bus.register_object("/org/freedesktop/portal/desktop", node.interfaces[0], call, get_property, None)
    loop = GLib.MainLoop()
    Gio.bus_own_name_on_connection(bus, "org.freedesktop.portal.Desktop", Gio.BusNameOwnerFlags.NONE,
                                   lambda *_: print("ready", flush=True), lambda *_: loop.quit())
    loop.run()


if __name__ == "__main__":
    main()
