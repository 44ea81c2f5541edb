# SwipeDeck — the two commands a user needs:
#   make run    installs the system packages if missing, builds, and runs the app on the sample deck
#   make test   installs what the tests need, builds, and runs every test (unit, app, end-to-end, fleet,
#               package, and the kiosk appliance booted in QEMU)
SWIFT       ?= swift
CONFIG      ?= release
PREFIX      ?= /usr/local
RUN_ARGS    ?=
# System packages: SDL2 and its image library, Pango and cairo for text (build and run); for the tests X
# tools, logrotate (the rotation test), lintian (the package test), faketime (a clock past 2262), systemd
# (systemd-analyze verify of the kiosk unit), python3-prometheus-client (the --metrics file read by
# Prometheus' own parser, Tests/e2e/hardening_health.py), fonts for every script and tesseract with its language models
# (OCR of labels and of titles in ten scripts), and sway, cage, grim, xwayland and wtype (the Wayland
# end-to-end tests in a headless sway, Tests/e2e/hardening_wayland.py; cage and wtype for the measurements
# Tests/e2e/wayland_cage.py and wayland_hotplug.py), and postgresql, openssl, iproute2, nftables and iptables for
# the fleet's tests (make fleet-test: a real server, a test certificate, network namespaces; loss with nftables,
# delay through an NFQUEUE, as this kernel has no tc netem); debootstrap, qemu-system-x86, qemu-utils and
# e2fsprogs for the kiosk appliance (make appliance, make appliance-test: a Debian 12 image booted in QEMU);
# dbus-daemon, gsettings (libglib2.0-bin), dconf and GNOME's schemas for the desktop's reduced-motion
# setting read from a private session bus and dconf, and python3-gi for the stand-in XDG portal there
# (Tests/e2e/hardening_motion.py, fake_portal.py).
APT_BUILD   := pkg-config libsdl2-dev libsdl2-image-dev libpango1.0-dev libcairo2-dev libfontconfig-dev libespeak-ng-dev
APT_TEST    := xvfb xauth xdotool imagemagick x11-utils python3 python3-xlib wmctrl logrotate lintian faketime systemd \
               fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji tesseract-ocr tesseract-ocr-eng tesseract-ocr-jpn \
               tesseract-ocr-chi-sim tesseract-ocr-kor tesseract-ocr-ara tesseract-ocr-heb tesseract-ocr-hin \
               tesseract-ocr-tha tesseract-ocr-ell tesseract-ocr-rus sway cage grim xwayland wtype \
               x11-xserver-utils xserver-xorg-video-dummy xcvt postgresql openssl iproute2 nftables iptables \
               debootstrap qemu-system-x86 qemu-utils e2fsprogs python3-prometheus-client \
               dbus-daemon libglib2.0-bin dconf-gsettings-backend dconf-service gsettings-desktop-schemas python3-gi
# Benchmarks: the web page's browser, glxinfo for the renderer's name, a C compiler for the floor, strace
# for the slow disk (bench/slow_log.py).
APT_BENCH   := chromium mesa-utils gcc strace
BIN_DIR      = $(shell $(SWIFT) build -c $(CONFIG) --show-bin-path 2>/dev/null)

.PHONY: appliance appliance-test check-style check-boundary format run build test unit-test e2e-test fleet-test dist-test deb-test soak fuzz deps test-deps bench-deps bench bench-parts bench-drivers bench-shading screenshot clean install uninstall docs deb
# The version: SwipeDeckVersion.current, its one source of truth (swipedeck --version prints it too).
VERSION     := $(shell sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/SwipeDeck/Version.swift)
# Generated files (man page, completions, the package's staging tree); git ignores .build-*/.
DIST_DIR    := .build-dist
DEB         := swipedeck_$(VERSION)_amd64.deb

run: deps build
	"$(BIN_DIR)/swipedeck" $(RUN_ARGS)

# Release builds link the Swift runtime and Foundation statically: a binary that runs without the
# toolchain's libraries (make install), starts ~20 ms sooner and maps less (BENCHMARKS.md).
STATIC      ?= --static-swift-stdlib
# swipedeck-fleet is the fleet's PostgreSQL client (swipedeck sync, report --database), a program of its
# own so that the kiosk's binary carries no network or TLS code (ARCHITECTURE.md).
build: deps
	$(SWIFT) build -c $(CONFIG) --product swipedeck $(STATIC)
	$(SWIFT) build -c $(CONFIG) --product swipedeck-fleet $(STATIC)

test: deps test-deps
	$(MAKE) check-boundary check-style
	$(SWIFT) build --build-tests
	$(MAKE) unit-test e2e-test fleet-test dist-test deb-test appliance-test

# Source files stay small (at most 250 lines each: Tests/checks/file_length.sh) and every Swift file
# follows .swift-format (Tests/checks/format.sh; swift-format comes with the toolchain).
check-style:
	sh Tests/checks/file_length.sh
	sh Tests/checks/format.sh

# Rewrites the Swift files in the style of .swift-format.
format:
	swift-format format --in-place --parallel --recursive Sources Tests Package.swift

# Only Sources/SwipeSDL touches SDL's C API: no SDL_/TTF_/IMG_ name or CSDL2 import anywhere else.
check-boundary:
	sh Tests/checks/sdl_boundary.sh

unit-test:
	$(SWIFT) test --skip-build --no-parallel

e2e-test:
	$(SWIFT) build --product swipedeck
	python3 Tests/e2e/run_e2e.py --binary "$$($(SWIFT) build --show-bin-path)/swipedeck"

# The fleet (docs/fleet.md): swipedeck sync and report --database against a real PostgreSQL started by
# the test (initdb in a temporary folder as the unprivileged user postgres), with its faults: a server
# restart, the sender killed, rotated logs, a lossy, slow or cut network (network namespaces), a full
# disk; TLS with a test certificate; the roles' refusals (Tests/fleet/README.md).
# The release build (make build, which deb-test needs too): three kiosk apps animating without a pause
# (25 decisions a second each) on one machine take 0.65 of a core in release and 2.8 cores in a debug
# build, where they would starve the senders on SCHED_IDLE as no kiosk in the field would.
fleet-test: build
	python3 Tests/fleet/fleet_e2e.py --binary "$(BIN_DIR)/swipedeck"

# Benchmarks (BENCHMARKS.md): a release build against a bare SDL2 window and Chromium's kiosk mode,
# under Xvfb 1280x800. BENCH_ARGS="--runs 3 --replay-seconds 20" for a quicker look. Then the fleet's
# sender (bench/fleet.py, issue 25): decision to row, draining a million lines, idle CPU, frames beside it.
BENCH_ARGS  ?=
bench: deps test-deps bench-deps build
	python3 bench/run_bench.py --binary "$(BIN_DIR)/swipedeck" --out bench/last-run.md $(BENCH_ARGS)
	python3 bench/fleet.py --binary "$(BIN_DIR)/swipedeck" --out bench/last-fleet.md

# Where a frame goes, part by part (SWIPEDECK_FRAME_PARTS=1), and SDL's render drivers compared, at
# 1920x1080 fullscreen (BENCHMARKS.md); BENCH_ARGS="--size 3840x2160 --runs 1" etc. are passed on.
bench-parts: deps test-deps bench-deps build
	python3 bench/parts.py --binary "$(BIN_DIR)/swipedeck" $(BENCH_ARGS)

bench-drivers: deps test-deps bench-deps build
	python3 bench/drivers.py --binary "$(BIN_DIR)/swipedeck" $(BENCH_ARGS)

# How much of a frame is llvmpipe shading fragments (LP_PERF switches), and how many it shades a frame.
bench-shading: deps test-deps bench-deps build
	python3 bench/shading.py --binary "$(BIN_DIR)/swipedeck" $(BENCH_ARGS)

bench-deps:
	@sh .ci/install-packages.sh $(APT_BENCH)

# The long soak test (make test runs 2 minutes of it): SOAK_MINUTES of swiping at 5 a second.
SOAK_MINUTES ?= 30
soak: deps test-deps build
	python3 Tests/e2e/soak.py --binary "$(BIN_DIR)/swipedeck" --minutes $(SOAK_MINUTES)

# Fuzzing (TESTING.md, "Fuzzing"): FUZZ_STREAMS random input streams of 30 steps through the real app loop
# and FUZZ_ENGINE_STREAMS of 150 steps through the engine (make test runs 80 and 300).
FUZZ_STREAMS        ?= 100000
FUZZ_ENGINE_STREAMS ?= 20000
fuzz: deps
	$(SWIFT) build --build-tests
	SWIPEDECK_FUZZ_ENGINE_STREAMS=$(FUZZ_ENGINE_STREAMS) $(SWIFT) test --skip-build --no-parallel --filter DeckControllerPropertyTests
	SWIPEDECK_FUZZ_STREAMS=$(FUZZ_STREAMS) $(SWIFT) test --skip-build --no-parallel --filter AppFuzzTests

# The README's screenshots, made from the real app under Xvfb.
screenshot: deps test-deps
	$(SWIFT) build --product swipedeck
	python3 Tests/e2e/run_e2e.py --binary "$$($(SWIFT) build --show-bin-path)/swipedeck" --screenshot Assets/screenshot.png \
		--screenshot-photo Assets/screenshot-photo.png
	python3 Tests/e2e/hardening_text.py "$$($(SWIFT) build --show-bin-path)/swipedeck" Assets/screenshot-languages.png

# The man page and the bash, zsh and fish completions, generated from the command's own definition
# (swift-argument-parser: --experimental-dump-help through dist/make-manpage.py, and
# --generate-completion-script).
docs: build
	mkdir -p "$(DIST_DIR)/completions"
	"$(BIN_DIR)/swipedeck" --experimental-dump-help | python3 dist/make-manpage.py "$(VERSION)" > "$(DIST_DIR)/swipedeck.1"
	"$(BIN_DIR)/swipedeck" --generate-completion-script bash > "$(DIST_DIR)/completions/swipedeck"
	"$(BIN_DIR)/swipedeck" --generate-completion-script zsh > "$(DIST_DIR)/completions/_swipedeck"
	"$(BIN_DIR)/swipedeck" --generate-completion-script fish > "$(DIST_DIR)/completions/swipedeck.fish"

# make install PREFIX=/opt/swipedeck (default /usr/local; DESTDIR for staging): the binary, its assets
# (where AssetLocator looks: <bin>/../share/swipedeck), a .desktop file, a 256x256 icon, the man page
# the shell completions and the kiosk launcher for cage (lib/swipedeck/cage-kiosk).
install: build docs
	install -Dm755 "$(BIN_DIR)/swipedeck" "$(DESTDIR)$(PREFIX)/bin/swipedeck"
	install -Dm755 "$(BIN_DIR)/swipedeck-fleet" "$(DESTDIR)$(PREFIX)/lib/swipedeck/swipedeck-fleet"
	install -Dm644 "$(DIST_DIR)/swipedeck.1" "$(DESTDIR)$(PREFIX)/share/man/man1/swipedeck.1"
	install -Dm644 "$(DIST_DIR)/completions/swipedeck" "$(DESTDIR)$(PREFIX)/share/bash-completion/completions/swipedeck"
	install -Dm644 "$(DIST_DIR)/completions/_swipedeck" "$(DESTDIR)$(PREFIX)/share/zsh/vendor-completions/_swipedeck"
	install -Dm644 "$(DIST_DIR)/completions/swipedeck.fish" "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/swipedeck.fish"
	mkdir -p "$(DESTDIR)$(PREFIX)/share/swipedeck"
	cp -R Assets/Fonts Assets/SampleDeck Assets/LICENSES.md "$(DESTDIR)$(PREFIX)/share/swipedeck/"
	install -Dm644 dist/swipedeck.desktop "$(DESTDIR)$(PREFIX)/share/applications/swipedeck.desktop"
	install -Dm644 dist/swipedeck.png "$(DESTDIR)$(PREFIX)/share/icons/hicolor/256x256/apps/swipedeck.png"
	install -Dm755 dist/cage-kiosk.sh "$(DESTDIR)$(PREFIX)/lib/swipedeck/cage-kiosk"
	install -Dm755 dist/touch-rotation.sh "$(DESTDIR)$(PREFIX)/lib/swipedeck/touch-rotation"
	install -Dm644 dist/cursors/default/index.theme "$(DESTDIR)$(PREFIX)/share/swipedeck/cursors/default/index.theme"
	install -Dm644 dist/cursors/default/cursors/left_ptr "$(DESTDIR)$(PREFIX)/share/swipedeck/cursors/default/cursors/left_ptr"

uninstall:
	rm -rf "$(DESTDIR)$(PREFIX)/bin/swipedeck" "$(DESTDIR)$(PREFIX)/share/swipedeck" "$(DESTDIR)$(PREFIX)/lib/swipedeck" \
	  "$(DESTDIR)$(PREFIX)/share/applications/swipedeck.desktop" \
	  "$(DESTDIR)$(PREFIX)/share/icons/hicolor/256x256/apps/swipedeck.png" \
	  "$(DESTDIR)$(PREFIX)/share/man/man1/swipedeck.1" "$(DESTDIR)$(PREFIX)/share/bash-completion/completions/swipedeck" \
	  "$(DESTDIR)$(PREFIX)/share/zsh/vendor-completions/_swipedeck" \
	  "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/swipedeck.fish"

# make deb: swipedeck_$(VERSION)_amd64.deb (dpkg-deb) from the release build: everything make install
# puts under /usr, the kiosk unit, the example config and /etc/logrotate.d/swipedeck (dist/build-deb.sh).
deb: build docs
	rm -rf "$(DIST_DIR)/pkg"
	$(MAKE) --no-print-directory install PREFIX=/usr DESTDIR="$(CURDIR)/$(DIST_DIR)/pkg"
	sh dist/build-deb.sh "$(DIST_DIR)/pkg" "$(VERSION)" "$(DEB)"

# The kiosk unit and its cage launcher without a compositor (exit statuses, systemd-analyze verify).
dist-test:
	sh Tests/dist/kiosk_unit_test.sh

# Builds the package, checks it with lintian (no errors), installs it with apt-get, runs
# /usr/bin/swipedeck --version and the sample deck under Xvfb, and removes it (nothing left in /usr).
deb-test: deps test-deps deb
	sh Tests/deb/deb_test.sh "$(DEB)" "$(VERSION)"

# The kiosk as an operator deploys it (Tests/appliance/, issue 27): make appliance debootstraps Debian 12
# (cached in .build-appliance/ by its package list), installs the .deb and runs docs/kiosk.md's steps in it,
# and makes an ext4 image with its kernel and initrd; make appliance-test boots it under QEMU and runs the
# scenarios (screens kept in out/appliance/). Both need root (debootstrap, chroot).
APPLIANCE_DIR := .build-appliance
appliance: test-deps deb
	python3 Tests/appliance/build_image.py --deb "$(DEB)" --out "$(APPLIANCE_DIR)"

appliance-test: appliance
	python3 Tests/appliance/appliance_test.py --image "$(APPLIANCE_DIR)"

deps:
	@sh .ci/install-packages.sh $(APT_BUILD)

test-deps:
	@sh .ci/install-packages.sh $(APT_TEST)

clean:
	rm -rf .build $(DIST_DIR) swipedeck_*.deb
