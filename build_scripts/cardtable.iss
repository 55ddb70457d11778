; Inno Setup 6 script for Card Table's Windows installer. Built in the release workflow by
; build_scripts/package.py, which runs the Inno Setup compiler (ISCC.exe) on the one-folder
; build with the version of pyproject.toml:
;   ISCC /DAppVersion=0.1.0 /DSourceDir=dist\cardtable /DIconFile=...\cardtable.ico
;        /DOutputDir=dist\packages /DOutputBaseFilename=cardtable-0.1.0-windows-x64-setup cardtable.iss
; It installs the folder into Program Files (for all users, after an administrator's consent)
; or, when the player picks "only for me" or is no administrator, into their own programs
; folder; adds a Start menu entry (and, if ticked, a desktop shortcut) and an uninstaller
; (Settings > Apps > Installed apps). Saves and settings live in the player's own folders
; and are left alone by the uninstaller.

#define AppName "Card Table"
#define AppExe "Card Table.exe"
#ifndef AppVersion
  #error Pass the version: ISCC /DAppVersion=... (build_scripts/package.py does)
#endif
#ifndef SourceDir
  #error Pass the one-folder build: ISCC /DSourceDir=... (build_scripts/package.py does)
#endif
#ifndef IconFile
  #error Pass the icon: ISCC /DIconFile=...\cardtable.ico (build_scripts/package.py does)
#endif
#ifndef OutputDir
  #define OutputDir "."
#endif
#ifndef OutputBaseFilename
  #define OutputBaseFilename "cardtable-" + AppVersion + "-windows-x64-setup"
#endif

[Setup]
; The AppId ties upgrades and the uninstaller to this app: never change it.
AppId={{9C6C66A6-FEC3-4D0E-A16B-0E2722DC5200}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher={#AppName}
VersionInfoVersion={#AppVersion}
VersionInfoProductName={#AppName}
DefaultDirName={autopf}\{#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
OutputDir={#OutputDir}
OutputBaseFilename={#OutputBaseFilename}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
