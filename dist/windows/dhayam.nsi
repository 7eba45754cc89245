; The Windows installer: NSIS 3 (Debian's `nsis`, or NSIS on Windows), 64-bit, for the
; current user (no administrator rights): both programs, a Start-menu entry, the .dhayam
; type with its icon and "Open with Dhayam", and an uninstaller in Settings > Apps.
;
; From the repo root, after the release build (the book's Packages page):
;   on Windows:  makensis dist\windows\dhayam.nsi
;   from Linux:  makensis -DBINDIR=../../target/x86_64-pc-windows-gnu/release dist/windows/dhayam.nsi
; Writes target/packages/dhayam_<VERSION>_x64-setup.exe. `/S` installs silently, `/D=DIR`
; (last) installs to DIR. The player's settings and saves (%APPDATA%\Dhayam) stay on
; uninstall.

Unicode true
Target amd64-unicode
SetCompressor /SOLID lzma

!ifndef VERSION
  !define VERSION "0.1.0"
!endif
; Paths are from this script's folder (makensis works there).
!ifndef BINDIR
  !define BINDIR "../../target/release"
!endif
!define PRODUCT "Dhayam"
!define PROGID "Dhayam.Game"
!define UNINSTKEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\Dhayam"

!ifdef NSIS_WIN32_MAKENSIS
  !system 'if not exist "..\..\target\packages" mkdir "..\..\target\packages"'
!else
  !system 'mkdir -p ../../target/packages'
!endif

Name "${PRODUCT}"
OutFile "../../target/packages/dhayam_${VERSION}_x64-setup.exe"
InstallDir "$LOCALAPPDATA\Programs\Dhayam"
InstallDirRegKey HKCU "Software\Dhayam" "InstallDir"
RequestExecutionLevel user
ShowInstDetails show

VIProductVersion "${VERSION}.0"
VIAddVersionKey "ProductName" "${PRODUCT}"
VIAddVersionKey "ProductVersion" "${VERSION}"
VIAddVersionKey "FileVersion" "${VERSION}"
VIAddVersionKey "FileDescription" "Dhayam installer"
VIAddVersionKey "CompanyName" "Dhayam developers"
VIAddVersionKey "LegalCopyright" "The Dhayam developers; MIT or Apache-2.0"

!include "MUI2.nsh"
!include "LogicLib.nsh"

!define MUI_ICON "dhayam.ico"
!define MUI_UNICON "dhayam.ico"
!define MUI_FINISHPAGE_RUN "$INSTDIR\dhayam.exe"
!define MUI_FINISHPAGE_RUN_TEXT "Start Dhayam"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"

Section "Dhayam" SecMain
  SectionIn RO
  SetOutPath "$INSTDIR"
  File "${BINDIR}/dhayam.exe"
  File "${BINDIR}/dhayam-cli.exe"
  File "/oname=LICENSE.txt" "../linux/copyright"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  CreateShortcut "$SMPROGRAMS\Dhayam.lnk" "$INSTDIR\dhayam.exe" "" "$INSTDIR\dhayam.exe" 0

  ; .dhayam files: the type, its icon (the second icon in dhayam.exe) and the open verb.
  WriteRegStr HKCU "Software\Classes\.dhayam" "" "${PROGID}"
  WriteRegStr HKCU "Software\Classes\.dhayam" "Content Type" "application/x-dhayam"
  WriteRegStr HKCU "Software\Classes\.dhayam\OpenWithProgids" "${PROGID}" ""
  WriteRegStr HKCU "Software\Classes\${PROGID}" "" "Dhayam game"
  WriteRegStr HKCU "Software\Classes\${PROGID}\DefaultIcon" "" "$INSTDIR\dhayam.exe,1"
  WriteRegStr HKCU "Software\Classes\${PROGID}\shell" "" "open"
  WriteRegStr HKCU "Software\Classes\${PROGID}\shell\open" "" "Open with Dhayam"
  WriteRegStr HKCU "Software\Classes\${PROGID}\shell\open\command" "" '"$INSTDIR\dhayam.exe" "%1"'
  WriteRegStr HKCU "Software\Classes\Applications\dhayam.exe\SupportedTypes" ".dhayam" ""
  WriteRegStr HKCU "Software\Classes\Applications\dhayam.exe\shell\open\command" "" '"$INSTDIR\dhayam.exe" "%1"'
  ; Tell Explorer the associations changed (SHCNE_ASSOCCHANGED).
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'

  WriteRegStr HKCU "Software\Dhayam" "InstallDir" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTKEY}" "DisplayName" "${PRODUCT}"
  WriteRegStr HKCU "${UNINSTKEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTKEY}" "Publisher" "Dhayam developers"
  WriteRegStr HKCU "${UNINSTKEY}" "DisplayIcon" "$INSTDIR\dhayam.exe,0"
  WriteRegStr HKCU "${UNINSTKEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTKEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTKEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTKEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTKEY}" "NoRepair" 1
SectionEnd

Section "Uninstall"
  Delete "$INSTDIR\dhayam.exe"
  Delete "$INSTDIR\dhayam-cli.exe"
  Delete "$INSTDIR\LICENSE.txt"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  Delete "$SMPROGRAMS\Dhayam.lnk"

  ; The type is ours only while it still names our ProgID.
  ReadRegStr $0 HKCU "Software\Classes\.dhayam" ""
  ${If} $0 == "${PROGID}"
    DeleteRegKey HKCU "Software\Classes\.dhayam"
  ${Else}
    DeleteRegValue HKCU "Software\Classes\.dhayam\OpenWithProgids" "${PROGID}"
  ${EndIf}
  DeleteRegKey HKCU "Software\Classes\${PROGID}"
  DeleteRegKey HKCU "Software\Classes\Applications\dhayam.exe"
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'

  DeleteRegKey HKCU "Software\Dhayam"
  DeleteRegKey HKCU "${UNINSTKEY}"
SectionEnd
