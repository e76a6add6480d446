import type { Messages } from './types';

/** German (formal „Sie“). Loaded only when chosen. */
export const de = {
  common: {
    close: 'Schließen',
  },
  app: {
    navSwap: 'Tauschen',
    navHistory: 'Verlauf',
  },
  health: {
    unavailable: 'Der Tauschdienst ist gerade nicht erreichbar. {error} Neuer Versuch alle {seconds} s …',
  },
  service: {
    timeout: 'Der Dienst hat nicht rechtzeitig geantwortet.',
    unreachable: 'Der Dienst war nicht erreichbar.',
    serverError: 'Der Dienst hat einen Fehler gemeldet (HTTP {status}).',
    errorPage: 'Der Dienst hat mit einer Fehlerseite geantwortet (HTTP {status}).',
    unreadable: 'Der Dienst hat eine Antwort gesendet, die das Widget nicht lesen kann.',
    busy: 'Der Dienst ist ausgelastet.',
    busyRetry: 'Der Dienst ist ausgelastet; nächster Versuch in {seconds} s.',
  },
  offline: {
    banner:
      'Sie sind offline. Ein laufender Tausch geht beim Dienst weiter; das Widget prüft erneut, sobald Sie wieder online sind.',
  },
  boundary: {
    failed: 'Dieser Teil des Widgets funktioniert nicht mehr.',
    retry: 'Erneut versuchen',
  },
  // The Help panel (src/ui/help/HelpPanel.tsx): the standing notice is a safety sentence.
  help: {
    button: 'Hilfe',
    title: 'Hilfe',
    noticeTitle: 'Vorsicht vor falschem Support',
    noticeFirst: 'Der Support von Portage schreibt Ihnen nie zuerst.',
    noticeSecret: 'Er fragt nie nach Ihrer Wiederherstellungsphrase oder Ihrem privaten Schlüssel.',
    noticeLink:
      'Er schickt Ihnen nie einen Link, um eine Wallet zu „validieren“, zu „synchronisieren“ oder „wiederherzustellen“.',
    noticeScam: 'Wer das tut, ist ein Betrüger.',
    contactPartner: 'Support von {site} kontaktieren',
    contactSite: 'Wenden Sie sich für Hilfe an die Website, auf der Sie dieses Widget gefunden haben.',
    give: 'Geben Sie dem Support die Tausch-ID und die Diagnoseinformationen: mehr braucht er nicht.',
    swapId: 'Tausch-ID',
    copyId: 'Tausch-ID kopieren',
    copyDiagnostics: 'Diagnoseinformationen kopieren',
    diagnosticsHint:
      'Die Tausch-ID, ihre Status mit Uhrzeit, die Transaktions-Hashes, die Netzwerke und die Version dieses Widgets. Nichts davon kann Ihr Geld bewegen.',
    diagnosticsLabel: 'Diagnoseinformationen',
    copyFallback:
      'Ihr Browser hat dem Widget das Kopieren nicht erlaubt. Der Text unten ist markiert: Kopieren Sie ihn mit Strg+C (⌘C auf dem Mac).',
  },
  copy: {
    copied: 'Kopiert',
    failed: 'Markieren und kopieren',
  },
  sandbox: {
    simulateDeposit: 'Sandbox: Einzahlung simulieren',
  },
  storage: {
    notice:
      'Diese Seite kann keine Daten in Ihrem Browser speichern, daher geht Ihr Tauschverlauf beim Neuladen verloren. Notieren Sie sich die Tausch-ID, um diesen Tausch wiederzufinden.',
  },
  // Find my swap (History) and a swap opened here joining history (issue 35).
  find: {
    title: 'Meinen Tausch finden',
    label: 'Tausch-ID oder Hash der Einzahlungstransaktion',
    hint: 'Fügen Sie die Tausch-ID ein oder den Hash der Transaktion, mit der die Einzahlung bezahlt wurde.',
    submit: 'Suchen',
    searching: 'Dieser Tausch wird gesucht…',
    opening: 'Tausch gefunden. Er wird geöffnet…',
    empty: 'Geben Sie eine Tausch-ID oder den Hash einer Einzahlungstransaktion ein.',
    spaces: 'Entfernen Sie die Leerzeichen darin: Eine Tausch-ID oder ein Hash enthält keine.',
    malformed:
      'Das ist weder eine Tausch-ID noch ein Transaktions-Hash: Prüfen Sie, ob er vollständig kopiert wurde.',
    notFound: 'Kein Tausch mit dieser ID oder diesem Transaktions-Hash.',
    failed: 'Der Tausch konnte nicht gesucht werden. {problem}',
  },
  adopt: {
    title: 'Ist das Ihr Tausch?',
    paysOut:
      'Dieser Tausch ist nicht im Verlauf dieses Browsers. Er zahlt {token} an {address} auf {network} aus. Ist das Ihr Tausch?',
    add: 'Ja, zu meinem Verlauf hinzufügen',
    added: 'Dieser Tausch ist jetzt in Ihrem Verlauf.',
    noPayout:
      'Dieser Tausch nennt keine Auszahlungsadresse und kann daher nicht zu Ihrem Verlauf hinzugefügt werden.',
  },
  // The swaps of the connected wallets, in History (ui/history/WalletSwaps.tsx).
  walletSwaps: {
    title: 'Tauschvorgänge Ihrer Wallets',
    intro:
      'Tauschvorgänge, die der Dienst zu Ihren verbundenen Wallets kennt und die dieser Browser oben nicht aufführt: in einem anderen Browser oder einer anderen App gestartet.',
    loading: 'Tauschvorgänge Ihrer Wallets werden gesucht …',
    empty: 'Der Dienst kennt keine weiteren Tauschvorgänge Ihrer Wallets.',
    listed: {
      one: '{count} Tauschvorgang Ihrer Wallets aufgeführt.',
      other: '{count} Tauschvorgänge Ihrer Wallets aufgeführt.',
    },
    error: 'Die Tauschvorgänge Ihrer Wallets konnten nicht geladen werden. {reason}',
    moreError: 'Weitere Tauschvorgänge Ihrer Wallets konnten nicht geladen werden. {reason}',
    retry: 'Erneut versuchen',
    retrying: 'Neuer Versuch …',
    showMore: 'Mehr anzeigen',
    loadingMore: 'Weitere werden geladen …',
  },
  history: {
    title: 'Ihre Tauschvorgänge',
    empty: 'Tauschvorgänge, die Sie in diesem Browser starten, erscheinen hier.',
    route: '{sourceNetwork} → {destinationToken} auf {destinationNetwork}',
    status: {
      created: 'Erstellt',
      user_transfer_pending: 'Warten auf Einzahlung',
      user_transfer_delayed: 'Einzahlung verzögert',
      ls_transfer_pending: 'Wird gesendet',
      completed: 'Abgeschlossen',
      failed: 'Fehlgeschlagen',
      expired: 'Abgelaufen',
      cancelled: 'Abgebrochen',
      refunding: 'Wird erstattet',
      refunded: 'Erstattet',
      inProgress: 'Läuft',
    },
  },
  errors: {
    generic: 'Etwas ist schiefgelaufen.',
    thisToken: 'diesen Token',
    minimum: 'Das Minimum für diese Route beträgt {min} {token}.',
    belowMinimum: 'Dieser Betrag liegt unter dem Minimum für diese Route.',
    maximum: 'Das Maximum für diese Route beträgt {max} {token}.',
    aboveMaximum: 'Dieser Betrag liegt über dem Maximum für diese Route.',
    dailyLimit:
      'Das Tageslimit für {token} ist erreicht. Versuchen Sie es mit einem kleineren Betrag oder morgen wieder.',
    dailyLimitOn:
      'Das Tageslimit für {token} auf {network} ist erreicht. Versuchen Sie es mit einem kleineren Betrag oder morgen wieder.',
    priceImpact:
      'Die Preisauswirkung dieses Tauschs ist zu hoch. Versuchen Sie es mit einem kleineren Betrag.',
    insufficientFunds:
      'Der Dienst kann diesen Betrag gerade nicht abdecken. Versuchen Sie es mit einem kleineren Betrag.',
    routeNotFound:
      'Diese Route ist gerade nicht verfügbar. Wählen Sie einen anderen Token oder ein anderes Netzwerk.',
    blacklistedAddress: 'Diese Adresse kann nicht für Tauschvorgänge verwendet werden.',
    unactivatedAddress: 'Diese Adresse ist noch nicht aktiviert.',
    unactivatedAddressOn: 'Diese Adresse ist auf {network} noch nicht aktiviert.',
    invalidAddress: 'Laut Dienst ist diese Adresse ungültig.',
    activeSwapLimit:
      'Sie haben zu viele laufende Tauschvorgänge. Schließen Sie einen ab, bevor Sie einen neuen beginnen.',
    invalidCredentials:
      'Dieses Widget ist nicht richtig eingerichtet: Der Dienst hat seinen API-Schlüssel abgelehnt.',
    walletOnly: 'Einzahlungen aus diesem Netzwerk müssen aus einer verbundenen Wallet gesendet werden.',
  },
  address: {
    lost: {
      tokenContract:
        'Dies ist der Vertrag des Tokens {token} auf {network}, keine Wallet: Dorthin gesendete Tokens gehen verloren. Geben Sie die Adresse Ihrer Wallet ein.',
      zero: 'Dies ist die Nulladresse auf {network}, keine Wallet: Alles, was dorthin gesendet wird, geht verloren. Geben Sie die Adresse Ihrer Wallet ein.',
      burn: 'Dies ist eine Burn-Adresse auf {network}, keine Wallet: Alles, was dorthin gesendet wird, geht verloren. Geben Sie die Adresse Ihrer Wallet ein.',
      program:
        'Dies ist ein Systemprogramm auf {network}, keine Wallet: Alles, was dorthin gesendet wird, geht verloren. Geben Sie die Adresse Ihrer Wallet ein.',
      deposit:
        'Dies ist die Einzahlungsadresse eines Tauschs, keine Wallet: Dorthin gesendetes Geld bleibt hängen. Geben Sie die Adresse Ihrer Wallet ein.',
    },
    uncheckable:
      'Diese Adresse konnte nicht geprüft werden. Laden Sie die Seite neu und versuchen Sie es erneut.',
    unsupported: 'Portage kann Adressen in diesem Netzwerk noch nicht prüfen.',
    empty: 'Diese Adresse ist leer.',
    onlySpaces: 'Diese Adresse besteht nur aus Leerzeichen.',
    outerSpaces: 'Entfernen Sie die Leerzeichen vor oder nach der Adresse.',
    innerSpaces: 'Entfernen Sie die Leerzeichen innerhalb der Adresse.',
    invisible:
      'Diese Adresse enthält ein unsichtbares Zeichen: Geben Sie sie neu ein oder fügen Sie sie als reinen Text ein.',
    smallX: 'Schreiben Sie den Anfang der Adresse als 0x, mit kleinem x.',
    add0x: 'Setzen Sie 0x an den Anfang der Adresse.',
    nothingAfter0x: 'Diese Adresse enthält nach 0x nichts.',
    hexChar: 'Diese Adresse enthält {char}: Nach 0x sind nur 0-9 und a-f erlaubt.',
    checksum: 'Die Prüfsumme dieser Adresse stimmt nicht: Prüfen Sie sie auf Tippfehler.',
    checksumCase:
      'Die Großbuchstaben dieser Adresse passen nicht zu ihrer Prüfsumme: Prüfen Sie sie auf Tippfehler.',
    invalid: 'Dies ist keine gültige {network}-Adresse: Prüfen Sie sie auf Tippfehler.',
    badChar: 'Diese Adresse enthält {char}, das in einer {network}-Adresse nie vorkommt{hint}.',
    base58Hint: ' ({network}-Adressen verwenden nie 0, O, I oder l)',
    length: 'Eine {network}-Adresse hat {expected} Zeichen (diese hat {length}).',
    looksLike: 'Das sieht aus wie {kind}, aber das Ziel liegt auf {destination}.',
    kind: {
      evm: 'eine Ethereum-artige Adresse',
      hex64: 'eine Starknet- oder Fuel-Adresse',
      ton: 'eine TON-Adresse',
      tron: 'eine Tron-Adresse',
      bitcoin: 'eine Bitcoin-Adresse',
      cosmos: 'eine Cosmos-Adresse',
      solana: 'eine Solana-Adresse',
    },
    network: {
      evm: 'einem Ethereum-artigen Netzwerk',
      cosmos: 'einem Cosmos-Netzwerk',
    },
    evm: {
      start: 'Eine Ethereum-artige Adresse beginnt mit 0x.',
      length:
        'Eine Ethereum-artige Adresse beginnt mit 0x, gefolgt von 40 Hexadezimalzeichen (diese hat {length}).',
    },
    fuel: {
      bech32:
        'Fuel-Adressen, die mit fuel1 beginnen, werden nicht mehr verwendet: Nutzen Sie die Form, die mit 0x beginnt.',
      start: 'Eine Fuel-Adresse beginnt mit 0x.',
      length: 'Eine Fuel-Adresse beginnt mit 0x, gefolgt von 64 Hexadezimalzeichen (diese hat {length}).',
    },
    bitcoin: {
      unsupported: 'Portage kann Adressen in diesem Bitcoin-Netzwerk noch nicht prüfen.',
      otherNetwork:
        'Diese Bitcoin-Adresse gehört zu einem anderen Netzwerk ({other}), aber das Ziel liegt auf {network}.',
      testnetOnMainnet:
        'Diese Bitcoin-Adresse gehört zu einem anderen Netzwerk (Testnet oder Regtest), aber das Ziel liegt im Mainnet.',
      mixedCase:
        'Eine Bitcoin-Adresse, die mit {hrp}1 beginnt, ist ganz klein- oder ganz großgeschrieben, nicht gemischt: Prüfen Sie sie auf Tippfehler.',
      segwitChar: 'Diese Adresse enthält {char}, das in dieser Art von Bitcoin-Adresse nie vorkommt{hint}.',
      segwitHint: ' (nach {hrp}1 verwenden Bitcoin-Adressen nie 1, b, i oder o)',
      tooLong: 'Diese Bitcoin-Adresse ist zu lang ({length} Zeichen).',
      tooShort: 'Diese Bitcoin-Adresse ist zu kurz.',
      programLength:
        'Diese {prefix}-Adresse hat die falsche Länge: Prüfen Sie, ob ein Zeichen fehlt oder zu viel ist.',
      sendTo:
        'Portage kann an diese Art von Bitcoin-Adresse noch nicht senden: Verwenden Sie eine, die mit {first} oder {last} beginnt.',
      start: 'Eine Bitcoin-Adresse beginnt mit {first} oder {last}.',
      base58Char:
        'Diese Adresse enthält {char}, das in einer Bitcoin-Adresse, die mit {start} beginnt, nie vorkommt{hint}.',
      base58Hint: ' (sie verwenden nie 0, O, I oder l)',
      length:
        'Diese Bitcoin-Adresse hat {length} Zeichen, aber eine, die mit {start} beginnt, hat 26 bis 35.',
    },
    cosmos: {
      otherPrefix:
        'Diese Adresse gehört zu einem anderen Netzwerk (sie beginnt mit {other}1): Eine Adresse hier beginnt mit {prefix}1.',
      start: 'Eine Adresse hier beginnt mit {prefix}1.',
      mixedCase:
        'Eine Cosmos-Adresse ist ganz klein- oder ganz großgeschrieben, nicht gemischt: Prüfen Sie sie auf Tippfehler.',
      hint: ' (nach {prefix}1 verwenden Adressen nie 1, b, i oder o)',
      tooShort: 'Diese Cosmos-Adresse ist zu kurz: Prüfen Sie, ob ein Zeichen fehlt.',
      length:
        'Diese Cosmos-Adresse hat die falsche Länge: Prüfen Sie, ob ein Zeichen fehlt oder zu viel ist.',
    },
    solana: {
      length: 'Eine Solana-Adresse hat 32 bis 44 Zeichen (diese hat {length}).',
      invalid:
        'Dies ist keine gültige Solana-Adresse: Prüfen Sie, ob ein Zeichen fehlt, zu viel ist oder falsch getippt wurde.',
    },
    starkex: {
      start: 'Eine StarkEx-Adresse beginnt mit 0x: Sie ist ein Stark-Schlüssel oder eine Ethereum-Adresse.',
      length:
        'Eine StarkEx-Adresse ist ein Stark-Schlüssel (0x und 41 bis 64 Hexadezimalzeichen) oder eine Ethereum-Adresse (0x und 40); diese hat {length}.',
      tooLarge: 'Diese Zahl ist zu groß für einen Stark-Schlüssel: Prüfen Sie sie auf Tippfehler.',
    },
    starknet: {
      start: 'Eine Adresse auf {network} beginnt mit 0x.',
      tooLong: 'Eine Adresse auf {network} hat nach 0x höchstens 64 Hexadezimalzeichen (diese hat {length}).',
      tooLarge: 'Diese Zahl ist zu groß für eine Adresse auf {network}: Prüfen Sie sie auf Tippfehler.',
    },
    ton: {
      raw: 'Eine rohe TON-Adresse besteht aus einer Workchain-Nummer, einem Doppelpunkt und 64 Hexadezimalzeichen, etwa 0:….',
      workchainSays: 'TON-Adressen liegen auf Workchain 0 oder -1 (diese nennt {workchain}).',
      workchainIs: 'TON-Adressen liegen auf Workchain 0 oder -1 (diese liegt auf {workchain}).',
      rawChar: 'Diese Adresse enthält {char}: Nach dem Doppelpunkt sind nur 0-9 und a-f erlaubt.',
      rawLength: 'Eine rohe TON-Adresse hat nach dem Doppelpunkt 64 Hexadezimalzeichen (diese hat {length}).',
      mixed:
        'Diese Adresse mischt - oder _ mit + oder /, was eine TON-Adresse nie tut: Prüfen Sie sie auf Tippfehler.',
      tag: 'Die ersten Zeichen dieser Adresse entsprechen keiner bekannten Art von TON-Adresse.',
    },
    tron: {
      hex: 'Dies ist eine Tron-Adresse in Hexadezimalform: Verwenden Sie stattdessen ihre Form, die mit T beginnt.',
      start: 'Eine Tron-Adresse beginnt mit T.',
    },
  },
  // Whether a payout or refund address is a contract, read from the chains (issue 34).
  contractCode: {
    contract:
      'Diese Adresse ist ein Vertrag auf {network}: Stellen Sie sicher, dass er dort {token} empfangen kann.',
    elsewhere:
      'Diese Adresse ist ein Vertrag (etwa ein Safe) auf {other}, aber nicht auf {network}: Auf {network} kontrolliert sie womöglich jemand anderes als Sie. Dorthin gesendetes Geld kann verloren gehen.',
    acknowledge: 'Ich habe geprüft, dass ich diese Adresse auf {network} kontrolliere.',
    uncheckable: 'Es konnte nicht geprüft werden, ob diese Adresse auf {network} ein Vertrag ist.',
  },
  picker: {
    from: 'Von',
    to: 'Nach',
    onNetwork: 'auf {network}',
    loadingNetworks: 'Netzwerke werden geladen …',
    choose: 'Token wählen',
    backToNetworks: 'Netzwerke',
    tokenTitle: '{side}: Token auf {network}',
    networkTitle: '{side}: Netzwerk',
    reachableFrom: 'Erreichbar von {route}.',
    canSendTo: 'Kann an {route} senden.',
    showAll: 'Alle anzeigen',
    tokensOn: 'Token auf {network}',
    searchTokens: 'Token nach Name, Symbol oder Vertragsadresse suchen',
    searchTokensPlaceholder: 'Name, Symbol oder Vertrag suchen',
    noTokenMatches: 'Kein Token passt.',
    networks: 'Netzwerke',
    searchNetworks: 'Netzwerke suchen',
    noNetworkMatches: 'Kein Netzwerk passt.',
    setBySite: 'Von dieser Website festgelegt',
    balance: 'Guthaben',
    holdsTokens: 'Sie halten hier Token',
  },
  route: {
    formLabel: 'Tausch',
    fixedMissingFrom:
      'Diese Website hat {network} als Quellnetzwerk festgelegt, aber es wird derzeit nicht angeboten.',
    fixedMissingTo:
      'Diese Website hat {network} als Zielnetzwerk festgelegt, aber es wird derzeit nicht angeboten.',
    siteSetRoute: 'Diese Website hat die Route festgelegt',
    blockConfirmAddress: 'Bestätigen Sie die Zieladresse.',
    setBySite: 'Von dieser Website festgelegt.',
    confirmPreset:
      'Diese Website hat das Ziel ausgefüllt. Ich habe geprüft, dass {address} meine Adresse auf {network} ist.',
    tokenOnNetwork: '{token} auf {network}',
    unreachable:
      '{sourceToken} auf {sourceNetwork} kann nicht in {destinationToken} auf {destinationNetwork} getauscht werden. Wählen Sie einen anderen Token oder ein anderes Netzwerk.',
    flip: 'Quelle und Ziel vertauschen',
    flipUnavailable: 'Die umgekehrte Route ist nicht verfügbar',
    walletOnlyUnavailable:
      'Einzahlungen von {network} müssen aus einer verbundenen {network}-Wallet gesendet werden: Der Dienst vergibt in diesem Netzwerk keine Einzahlungsadressen. Wallet-Einzahlungen für {network} sind in dieser Version von Portage noch nicht verfügbar; wählen Sie ein anderes Quellnetzwerk.',
    walletOnlyNote:
      'Einzahlungen von {network} werden aus Ihrer {network}-Wallet gesendet: Der Dienst vergibt in diesem Netzwerk keine Einzahlungsadresse.',
    depositLegend: 'Einzahlung',
    fromMyWallet: 'Aus meiner Wallet',
    sendMyself: 'Selbst an eine Einzahlungsadresse senden',
    loadingWallets: 'Wallets werden geladen …',
    amount: 'Betrag',
    amountOf: 'Betrag ({token})',
    amountPlaceholder: '0,0',
    destination: 'Zieladresse',
    destinationOn: 'Zieladresse auf {network}',
    yourAddress: 'Ihre {network}-Adresse',
    chooseDestinationFirst: 'Wählen Sie zuerst ein Ziel',
    refund: 'Erstattungsadresse',
    refundOn: 'Erstattungsadresse auf {network}',
    refundHint:
      'Auf dieser Route werden Assets getauscht. Kann der Tausch nicht abgeschlossen werden, geht Ihre Einzahlung im Quelltoken an diese Adresse zurück.',
    refuel: '{token} für Gas auf {network} erhalten',
    refuelAmount: '{token} für Gas auf {network} erhalten ({amount} {token})',
    slippage: 'Slippage',
    slippageAuto: 'Auto',
    quoteChanged:
      'Das Angebot hat sich geändert: Sie würden jetzt {amount} {token} erhalten. Prüfen Sie es und klicken Sie erneut auf die Schaltfläche.',
    blockRoute: 'Wählen Sie, wovon und wohin getauscht wird.',
    blockAmount: 'Geben Sie einen Betrag ein.',
    blockDestination: 'Geben Sie eine gültige Zieladresse ein.',
    blockRefund: 'Geben Sie eine gültige Erstattungsadresse ein.',
    blockLostDestination: 'Geben Sie als Ziel die Adresse einer Wallet ein.',
    blockLostRefund: 'Geben Sie als Erstattungsadresse die Adresse einer Wallet ein.',
    blockContractChecking: 'Es wird geprüft, ob die Adresse ein Vertrag ist…',
    blockContractAcknowledge: 'Setzen Sie das Häkchen unter der Vertragswarnung, um fortzufahren.',
    // The look-alike warning (swap/lookalike.ts): locked safety sentences.
    blockLookalike: 'Prüfen Sie die Zieladresse: Sie ähnelt einer Adresse, die Sie kennen.',
    blockLookalikeRefund: 'Prüfen Sie die Erstattungsadresse: Sie ähnelt einer Adresse, die Sie kennen.',
    lookalike: {
      warning:
        'Diese Adresse beginnt und endet wie eine Adresse, die Sie kennen, aber die Mitte ist anders. Betrüger erzeugen solche Adressen, damit sie versehentlich kopiert werden.',
      typed: 'Ihre Eingabe',
      payout: 'Früher verwendet',
      refund: 'Ihre frühere Erstattungsadresse',
      wallet: 'Ihre verbundene Wallet',
      middleStart: 'Beginn des abweichenden Teils:',
      middleEnd: 'Ende des abweichenden Teils.',
      confirm: 'Ich habe jedes Zeichen geprüft: Dies ist eine neue Adresse, nicht die, die ich kenne.',
    },
    blockWalletOnly: 'Dieses Netzwerk erfordert eine Einzahlung per Wallet.',
    blockConnect: 'Verbinden Sie Ihre Wallet.',
    creating: 'Tausch wird erstellt …',
    create: 'Tausch erstellen',
    gettingQuote: 'Angebot wird abgerufen …',
    onlyDigits: 'Nur Ziffern und ein Dezimaltrennzeichen.',
    noDecimals: '{token} hat keine Nachkommastellen.',
    tooManyDecimals: {
      one: '{token} erlaubt höchstens {count} Nachkommastelle.',
      other: '{token} erlaubt höchstens {count} Nachkommastellen.',
    },
    loadingLimits: 'Limits werden geladen …',
    limits: 'Min. {min} {token} · Max. {max} {token}',
    tier: '{min}–{max} {token}: Gebühr {percent} + {fixed} {token}',
    creatingSlow: 'Ihr Tausch wird noch erstellt … der Dienst ist langsam.',
    createLost:
      'Der Dienst hat nicht geantwortet, daher wurde vielleicht ein Tausch erstellt, ohne dass diese Seite davon erfahren hat. Es wurde nichts eingezahlt, also ist nichts verloren. Klicken Sie auf „{button}“, um einen neuen Tausch zu erstellen, und senden Sie Ihre Einzahlung nur an den, der danach angezeigt wird.',
    amountNegative: 'Der Betrag darf nicht negativ sein.',
    amountExponent: 'Schreiben Sie den Betrag ohne Exponent (z. B. 0,001, nicht 1e-3).',
    amountTooLarge: 'Dieser Betrag ist zu groß: mehr, als {token} fassen kann.',
    blockAmountInvalid: 'Prüfen Sie den Betrag.',
    youSend: 'Sie senden',
    methodWalletShort: 'Meine Wallet',
    methodAddressShort: 'Einzahlungsadresse',
    useMyWallet: 'Adresse meiner Wallet verwenden',
    recentAddresses: 'Zuvor verwendet',
    useRecent: '{address} verwenden',
  },
  quote: {
    label: 'Angebot',
    youReceive: 'Sie erhalten',
    minimumReceived: 'Mindestens erhalten',
    serviceFee: 'Servicegebühr',
    networkFee: 'Netzwerkgebühr',
    totalFee: 'Gesamtgebühr',
    rate: 'Kurs',
    estimatedTime: 'Geschätzte Dauer',
    route: 'Route',
    reward: 'Prämie',
    refreshesIn: 'Angebot wird in {seconds} s aktualisiert',
    enterAmount: 'Geben Sie einen Betrag ein, um zu sehen, was Sie erhalten.',
    fee: 'Gebühr {amount}',
    showDetails: 'Angebotsdetails anzeigen',
    hideDetails: 'Angebotsdetails ausblenden',
    feeTiers: 'Gebühren nach Betrag',
    settings: 'Einstellungen',
  },
  deposit: {
    title: 'Senden Sie Ihre Einzahlung',
    titleNoAddress: 'Einzahlung',
    noAddress:
      'Dieser Tausch hat keine Einzahlungsadresse. Einzahlungen von {network} müssen aus einer verbundenen Wallet gesendet werden.',
    sendExactly: 'Senden Sie genau {amount} auf {network} an diese Adresse:',
    qrLabel: 'QR-Code der Einzahlungsadresse {address}',
    addressLabel: 'Einzahlungsadresse',
    copyAddress: 'Adresse kopieren',
    amountLabel: 'Betrag',
    copyAmount: 'Betrag kopieren',
    warning:
      'Senden Sie nur {token} auf {network}. Ein anderer Token oder {token} auf einem anderen Netzwerk, an diese Adresse gesendet, geht verloren.',
    incomplete: 'Die Einzahlungsanweisungen sind unvollständig (kein genauer Betrag).',
    disagree: 'Die Einzahlungsanweisungen nennen widersprüchliche Beträge.',
    doNotSend: '{reason} Senden Sie nichts für diesen Tausch; beginnen Sie einen neuen.',
    waiting: 'Warten auf Ihre Einzahlung',
    checkTitle: 'Prüfen Sie zuerst diesen Tausch',
    notCreatedHere: 'Dieser Tausch wurde nicht hier erstellt. Er zahlt an {address} auf {network} aus.',
    asksToSend: 'Er verlangt {amount} auf {network}.',
    confirmMine: 'Ich habe geprüft, dass diese Adresse mir gehört.',
    confirmContinue: 'Weiter',
    cannotCheck:
      'Portage kann diesen Tausch nicht mit den Netzwerken abgleichen, die es kennt ({reason}), und zeigt daher keine Möglichkeit, ihn zu bezahlen. Senden Sie nichts dafür; beginnen Sie einen neuen Tausch.',
    cannotCheckReason: {
      network: 'sein Quellnetzwerk ist nicht aufgeführt',
      token: 'sein Token ist in diesem Netzwerk nicht aufgeführt',
      amount: 'sein Betrag passt nicht zum Token',
      destination: 'er nennt keine Auszahlungsadresse',
    },
    tokenFacts: {
      decimals:
        'Portages eigene Token-Daten sagen, dass {token} auf {network} {table} Dezimalstellen hat, die Routenlisten aber {list}: Der Betrag wäre falsch. Portage zeigt keinen Weg, diesen Tausch zu bezahlen: Senden Sie nichts dafür; starten Sie einen neuen Tausch.',
      contract:
        'Portages eigene Token-Daten sagen, dass {token} auf {network} der Vertrag {table} ist, die Routenlisten nennen aber {list}. Portage zeigt keinen Weg, diesen Tausch zu bezahlen: Senden Sie nichts dafür; starten Sie einen neuen Tausch.',
      notNative:
        'Portages eigene Token-Daten sagen, dass {token} auf {network} die native Münze des Netzwerks ist, die Routenlisten nennen aber den Vertrag {list}. Portage zeigt keinen Weg, diesen Tausch zu bezahlen: Senden Sie nichts dafür; starten Sie einen neuen Tausch.',
      native:
        'Portages eigene Token-Daten sagen, dass {token} auf {network} der Vertrag {table} ist, die Routenlisten nennen aber die native Münze des Netzwerks. Portage zeigt keinen Weg, diesen Tausch zu bezahlen: Senden Sie nichts dafür; starten Sie einen neuen Tausch.',
      baseAsset:
        'Portage legt {table} als Basis-Asset von {network} fest, die Routenlisten geben aber {list} an. Portage zeigt keinen Weg, diesen Tausch zu bezahlen: Senden Sie nichts dafür; starten Sie einen neuen Tausch.',
      noBaseAsset:
        'Portage legt kein Basis-Asset für {network} fest und kann daher nicht prüfen, womit eine Einzahlung dort bezahlt wird. Portage zeigt keinen Weg, diesen Tausch zu bezahlen: Senden Sie nichts dafür; starten Sie einen neuen Tausch.',
      unavailable:
        'Portage konnte seine eigenen Token-Daten nicht laden und kann diese Einzahlung noch nicht prüfen. Senden Sie nichts, bis es das kann.',
    },
    swapId: 'Tausch-ID',
    copySwapId: 'Tausch-ID kopieren',
    youSend: 'Sie senden',
    onNetwork: 'auf {network}',
    fromLabel: 'Von',
    toLabel: 'An',
    networkLabel: 'Netzwerk',
    contractLabel: 'Einzahlungsvertrag',
    approveLabel: 'Zuerst Freigabe',
    memoLabel: 'Tauschnummer',
  },
  swap: {
    loading: 'Tausch wird geladen',
    notFound:
      'Dieser Tausch wurde nicht gefunden. Er gehört vielleicht zu einem anderen Dienst oder wurde entfernt.',
    loadFailed: 'Der Tausch konnte nicht geladen werden.',
    newSwap: 'Neuen Tausch beginnen',
    lostContact:
      'Die Verbindung zum Dienst ist unterbrochen. {problem} Ihr Tausch läuft beim Dienst weiter; diese Seite prüft weiterhin.',
    loadRetrying: 'Der Tausch konnte noch nicht geladen werden. {problem} Neuer Versuch …',
  },
  delivery: {
    checking: 'Zahlung auf {network} wird geprüft…',
    delivered: 'Zugestellt — geprüft auf {network}',
    minimumUnknown:
      'Der Mindestbetrag war hier nicht bekannt: Adresse, Token und Bestätigung wurden geprüft, nicht der Betrag.',
    notConfirmed: 'Nicht auf der Chain bestätigt: {differences}.',
    notFound: '{network} hat keine Transaktion {hash}',
    failed: 'die Transaktion ist fehlgeschlagen',
    pending: 'die Transaktion ist noch nicht bestätigt',
    otherRecipient: 'sie hat an {paid} gezahlt, nicht an {expected}',
    noRecipient: 'sie hat nichts an {expected} gezahlt',
    otherToken: 'sie hat in {paid} gezahlt, nicht in {token}',
    nativeCoin: 'die native Münze',
    lessThanMinimum: 'sie hat {paid} {token} gezahlt, weniger als das Minimum von {minimum} {token}',
    notChecked: 'Nicht auf der Chain geprüft: {reason}',
    reasonNoReader: 'Portage kann die Chain von {network} nicht lesen.',
    reasonNoNode: '{network} hat keinen Knoten, den Portage fragen kann.',
    reasonNodeError: 'der Knoten von {network} hat nicht geantwortet.',
    reasonNoTransaction: 'der Dienst hat keine Transaktion genannt.',
    reasonNoRecipient: 'die Rückerstattungsadresse ist hier nicht bekannt.',
    historyDelivered: 'Zugestellt — auf der Chain geprüft',
    historyNotConfirmed: 'Nicht auf der Chain bestätigt',
    historyNotChecked: 'Nicht auf der Chain geprüft',
    titleNotConfirmed: 'Der Dienst meldet diesen Tausch als abgeschlossen',
    serviceSaysSent: 'Laut dem Dienst gesendet',
  },
  status: {
    failReason: {
      received_less_than_valid_range: 'Die Einzahlung lag unter dem Minimum für diese Route.',
      received_more_than_valid_range: 'Die Einzahlung lag über dem Maximum für diese Route.',
      swap_route_unavailable: 'Die Route wurde während der Bearbeitung des Tauschs unverfügbar.',
      degraded_quote:
        'Der Preis hat sich zu weit vom Angebot entfernt, bevor der Tausch ausgeführt werden konnte.',
      quote_expired: 'Die Einzahlung kam an, nachdem der Tausch abgelaufen war.',
    },
    noReason: 'Der Dienst hat keinen Grund genannt.',
    reasonGiven: 'Vom Dienst genannter Grund: {reason}.',
    refunded: 'Erstattet',
    refundInProgress: 'Erstattung läuft',
    refundedText:
      'Der Tausch konnte nicht abgeschlossen werden, und Ihre Einzahlung wurde an Sie zurückgesendet.',
    refundingText:
      'Der Tausch konnte nicht abgeschlossen werden. Ihre Einzahlung wird an Sie zurückgesendet.',
    amountOn: '{amount} {token} auf {network}',
    feeDeducted: 'Netzwerkgebühr abgezogen',
    to: 'An',
    refundTransaction: 'Erstattungstransaktion',
    refundLater: 'Die Erstattungstransaktion erscheint hier, sobald sie gesendet ist, in {token}.',
    yourDeposit: 'Ihre Einzahlung: {link}',
    failed: 'Tausch fehlgeschlagen',
    expired: 'Tausch abgelaufen',
    cancelled: 'Tausch abgebrochen',
    notSwapped:
      'Ihre Einzahlung von {amount} {token} auf {network} ist eingegangen, wurde aber nicht getauscht. Wenden Sie sich mit der unten stehenden Tausch-ID an den Support, um sie zurückzuerhalten.',
    noFunds: 'Für diesen Tausch ist kein Geld eingegangen.',
    expiredText:
      'Es ist keine Einzahlung rechtzeitig eingegangen, daher wurde nichts getauscht. Senden Sie für diesen Tausch kein Geld mehr: Falls Sie es schon getan haben, wird es Ihnen abzüglich der Netzwerkgebühr erstattet. Beginnen Sie einen neuen Tausch, um es erneut zu versuchen.',
    cancelledText: 'Dieser Tausch wurde abgebrochen. Mit ihm geschieht nichts mehr.',
    depositReceived: 'Einzahlung eingegangen',
    depositSent: 'Einzahlung gesendet',
    waitingDeposit: 'Warten auf Ihre Einzahlung',
    confirmations: '{done}/{required} Bestätigungen',
    sentFromWallet: 'Aus Ihrer Wallet gesendet, wartet auf das Netzwerk · {link}',
    notSeen: 'Der Dienst hat Ihre Einzahlung noch nicht gesehen.',
    sending: '{token} wird auf {network} gesendet',
    serviceSending: 'Der Dienst sendet Ihr Geld.',
    completed: 'Abgeschlossen',
    received: 'Erhalten',
    titleCompleted: 'Tausch abgeschlossen',
    titleInProgress: 'Tausch läuft',
    unknownStatus: 'Läuft ({status}).',
    fromExchange: 'Von Börse: {name}.',
    toExchange: 'An Börse: {name}.',
    elapsed: 'Verstrichen: {time}',
    pending: 'ausstehend',
    opensExplorer: ' (öffnet den Explorer)',
    youReceivedLabel: 'Sie haben erhalten',
    onNetworkTo: 'auf {network} · an {address}',
    forGas: '+ {amount} {token} für Gas',
    sent: '{token} auf {network} gesendet',
    pairSummary: 'Sie senden {from} und erhalten etwa {to}',
    progress: 'Fortschritt',
  },
  statusTime: {
    inStatus: 'Seit {elapsed} in diesem Schritt, seit {time}',
    inStatusSeen: 'Seit mindestens {elapsed} in diesem Schritt: hier zuerst um {time} gesehen',
    endedAt: 'Seit {time}',
    endedSeen: 'Hier seit {time} gesehen',
    sinceUnknown: 'Der Dienst sagt nicht, seit wann der Swap in diesem Schritt ist.',
    next: {
      send_deposit:
        'Als Nächstes: Senden Sie die Einzahlung. Der Swap beginnt, sobald {network} sie bestätigt.',
      deposit_on_its_way:
        'Als Nächstes: Der Dienst sieht Ihre Einzahlung, sobald {network} sie in einen Block aufnimmt.',
      confirm_deposit:
        'Als Nächstes: {network} bestätigt Ihre Einzahlung, dann sendet der Dienst {token} auf {destination}.',
      delayed:
        'Als Nächstes: Der Dienst bestätigt Ihre Einzahlung; das dauert länger, als er erwartet hat. Der Swap geht von selbst weiter.',
      service_sends: 'Als Nächstes: Der Dienst sendet Ihnen {token} auf {destination}.',
      refund_sends:
        'Als Nächstes: Der Dienst sendet Ihre Einzahlung in {token} auf {network} zurück, abzüglich der Netzwerkgebühr für die Erstattung.',
      completed: 'Es passiert nichts mehr: Der Swap ist abgeschlossen.',
      refunded: 'Es passiert nichts mehr: Die Erstattung wurde gesendet.',
      failed: 'Mit diesem Swap passiert von selbst nichts mehr.',
      failed_deposit:
        'Mit diesem Swap passiert von selbst nichts mehr. Um Ihre Einzahlung zurückzubekommen, öffnen Sie die Hilfe zu diesem Swap.',
      expired: 'Mit diesem Swap passiert nichts mehr. Senden Sie kein Geld dafür.',
      cancelled: 'Mit diesem Swap passiert nichts mehr.',
      unknown:
        'Als Nächstes: Der Dienst meldet einen Schritt, den Portage nicht kennt. Portage prüft weiter; Sie müssen nichts tun.',
    },
    usually: 'Das dauert meist {duration}.',
    usuallyRefund:
      'Der Dienst nennt keine Dauer für Erstattungen; Swaps auf dieser Route dauern meist {duration}.',
    confirmationsSoFar:
      'Bisher {confirmations}; wie lange es dauert, hängt von den Blöcken von {network} ab.',
    slow: 'Das dauert länger als üblich. Sie müssen noch nichts tun: Der Swap geht von selbst weiter. Wenn es so bleibt, öffnen Sie die Hilfe zu diesem Swap.',
    expiresAt: 'Läuft um {time} ab (in {duration}). Senden Sie die Einzahlung nur davor.',
    expiryPassed: 'Die Einzahlungsfrist endete um {time}. Senden Sie kein Geld für diesen Swap.',
    expiryUnknown:
      'Ein Swap, der keine Einzahlung erhält, läuft nach einiger Zeit ab. Senden Sie die Einzahlung nur, solange dieser Bildschirm darum bittet.',
    refund: {
      toBeRefunded: 'Wird erstattet',
      amountAbout: 'etwa {amount} {token} auf {network}, abzüglich der Netzwerkgebühr für die Erstattung',
      amountUnknown:
        'Ihre Einzahlung in {token} auf {network}, abzüglich der Netzwerkgebühr für die Erstattung',
      feeUnknown: 'Vom Dienst nicht angegeben; sie wird von der Erstattung abgezogen',
      gas: 'Die Netzwerkgebühr (Gas) für das Senden der Erstattung wird vom erstatteten Betrag abgezogen.',
      from: {
        refund: 'laut der Erstattungstransaktion',
        refund_address: 'die von Ihnen angegebene Erstattungsadresse',
        wallet: 'die Wallet, aus der Sie eingezahlt haben',
        sender: 'die Adresse, von der Ihre Einzahlung kam',
      },
      toUnknown:
        'Noch nicht bekannt: Der Dienst hat es nicht gesagt, und dieser Browser hat keine Erstattungsadresse für diesen Swap.',
    },
  },
  wallet: {
    connect: 'Wallet verbinden',
    connecting: 'Verbindung wird hergestellt …',
    walletsInBrowser: 'Wallets in diesem Browser',
    theNetwork: 'das Netzwerk',
    stage: {
      preparing: 'Einzahlung wird vorbereitet …',
      switching: 'Ihre Wallet wird auf das richtige Netzwerk umgestellt …',
      approving: 'Geben Sie den Token in Ihrer Wallet frei …',
      'confirming-approval': 'Warten auf die Bestätigung der Freigabe …',
      sending: 'Bestätigen Sie die Einzahlung in Ihrer Wallet …',
      broadcasting: 'Die signierte Einzahlung wird an das Netzwerk gesendet …',
    },
    hashNotRecorded:
      'Portage konnte diese Einzahlung in diesem Browser nicht speichern. Bewahren Sie diesen Transaktions-Hash auf und senden Sie diese Einzahlung nicht noch einmal.',
    copyHash: 'Transaktions-Hash kopieren',
    willNotSign: '{reason} Portage wird Ihre Wallet nicht bitten, sie zu signieren.',
    loading: 'Ihre Wallet wird geladen …',
    interrupted:
      'Wir konnten nicht bestätigen, dass Ihre Einzahlung gesendet wurde: Die Seite wurde geschlossen oder neu geladen, während Ihre Wallet Sie um eine Signatur bat. Prüfen Sie die Aktivität Ihrer Wallet, bevor Sie erneut senden.',
    interruptedWithLink:
      'Wir konnten nicht bestätigen, dass Ihre Einzahlung gesendet wurde: Die Seite wurde geschlossen oder neu geladen, während Ihre Wallet Sie um eine Signatur bat. Prüfen Sie die Aktivität Ihrer Wallet ({link}), bevor Sie erneut senden.',
    addressOnExplorer: 'Ihre Adresse im Explorer',
    checkedNothingSent: 'Geprüft: Es wurde nichts gesendet',
    sendingInOtherTab:
      'Diese Einzahlung wird gerade aus einem anderen Tab oder Fenster dieser Seite gesendet. Schließen Sie sie dort ab; diese Seite aktualisiert sich, sobald sie gesendet ist.',
    wrongAccount:
      'Dieser Tausch wurde für das Konto {expected} erstellt, aber Ihre Wallet ist auf {actual}. Wechseln Sie in Ihrer Wallet zu diesem Konto, um die Einzahlung zu senden.',
    notRecorded:
      'Diese Einzahlung konnte in diesem Browser nicht gespeichert werden, daher sendet Portage sie nicht von hier: Nach einem Neuladen könnte sie doppelt gesendet werden. Laden Sie die Seite neu; bleibt diese Meldung, senden Sie nichts und beginnen Sie einen neuen Tausch.',
    previewLabel: 'Was Ihre Wallet signieren wird',
    previewing: 'Es wird geprüft, was Ihre Wallet Sie signieren lassen wird …',
    sendButton: '{amount} {token} aus der Wallet senden',
    panelWallet: 'Wallet {address}',
    balance: 'Guthaben {amount} {token}',
    balanceUnavailable: 'Guthaben nicht verfügbar',
    readingBalance: 'Guthaben wird gelesen …',
    max: 'Max.',
    disconnect: 'Trennen',
  },
  walletError: {
    rejected:
      'Sie haben die Anfrage in Ihrer Wallet abgelehnt. Es wurde nichts gesendet; Sie können es erneut versuchen.',
    insufficient_funds:
      'Ihre Wallet hat nicht genug, um diesen Betrag zu senden und die Netzwerkgebühr zu bezahlen.',
    wrong_chain:
      'Ihre Wallet ist auf einem anderen Netzwerk. Stellen Sie sie auf {network} um und versuchen Sie es erneut.',
    wrong_network:
      'Ihre Wallet ist auf einem anderen Netzwerk. Stellen Sie sie auf {network} um und versuchen Sie es erneut.',
    dropped:
      'Das Netzwerk hat die Transaktion verworfen, bevor sie aufgenommen wurde. Prüfen Sie die Aktivität Ihrer Wallet, bevor Sie es erneut versuchen.',
    reverted:
      'Das Netzwerk hat die Transaktion abgelehnt, daher wurde der Betrag nicht gesendet (war sie schon in einem Block, wurde nur die Netzwerkgebühr verbraucht).',
    failed_onchain:
      'Die Einzahlung über {network} ist fehlgeschlagen. Der Betrag wurde nicht gesendet; nur die Netzwerkgebühr wurde verbraucht.',
    simulation_failed:
      'Das Netzwerk würde diese Transaktion ablehnen, daher wurde sie nicht gesendet. Nichts hat Ihre Wallet verlassen.',
    blockhash_expired:
      'Die Einzahlung ist abgelaufen, bevor sie {network} erreicht hat (sie wurde vor zu langer Zeit signiert). Es wurde nichts gesendet; versuchen Sie es erneut und bestätigen Sie sie innerhalb einer Minute in Ihrer Wallet.',
    node_unreachable:
      'Portage konnte {network} nicht erreichen. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut; zeigt Ihre Wallet die Einzahlung als gesendet an, warten Sie stattdessen darauf.',
    node_refused: '{network} hat die Einzahlung abgelehnt, daher wurde nichts gesendet.',
    broadcast_refused: 'Das Netzwerk hat die Einzahlung abgelehnt. Es wurde nichts gesendet.',
    not_connected: 'Ihre Wallet ist nicht verbunden. Verbinden Sie sie und versuchen Sie es erneut.',
    refused:
      'Portage hat das Signieren dieser Einzahlung verweigert, weil sie nicht dem entspricht, was dieser Tausch verlangt. Es wurde nichts gesendet.',
    token_mismatch:
      'Der Token-Vertrag auf {network}, über Ihre Wallet gelesen, passt nicht zum Token dieses Tauschs (Dezimalstellen oder Symbol weichen ab), daher signiert Portage die Einzahlung nicht. Es wurde nichts gesendet.',
    wallet_changed:
      'Ihre Wallet hat eine andere Transaktion zurückgegeben als die, die Portage vorbereitet hat, daher hat Portage sie nicht gesendet. Nichts hat Ihre Wallet verlassen.',
    no_wallet:
      'In diesem Browser wurde keine Wallet für dieses Netzwerk gefunden. Installieren Sie eine und laden Sie dann die Seite neu.',
    wallet:
      'Ihre Wallet konnte die Einzahlung nicht senden. Prüfen Sie Ihre Wallet und versuchen Sie es erneut.',
    unknown:
      'Ihre Wallet konnte die Einzahlung nicht senden. Prüfen Sie Ihre Wallet und versuchen Sie es erneut.',
  },
  walletChooser: {
    title: '{family}-Wallet verbinden',
    searching: 'Suche nach {family}-Wallets in diesem Browser …',
    declined: 'Sie haben die Verbindung in {wallet} abgelehnt. Sie können es erneut versuchen.',
    noAccount: '{wallet} hat keine Adresse geliefert. Entsperren Sie die Wallet und versuchen Sie es erneut.',
    failed: '{wallet} konnte keine Verbindung herstellen.',
    notInstalled: 'Nicht installiert',
    empty: {
      solana:
        'In diesem Browser wurde keine Solana-Wallet gefunden. Installieren oder aktivieren Sie eine Solana-Wallet, die Wallet Standard unterstützt, und laden Sie diese Seite dann neu.',
      bitcoin:
        'In diesem Browser wurde keine Bitcoin-Wallet gefunden. Installieren Sie eine, die Sats Connect unterstützt (etwa Xverse), und laden Sie die Seite dann neu.',
      starknet:
        'In diesem Browser wurde keine Starknet-Wallet gefunden. Installieren oder aktivieren Sie eine Starknet-Wallet (etwa Argent X oder Braavos) und laden Sie diese Seite dann neu.',
      tron: 'In diesem Browser wurde keine Tron-Wallet gefunden. Installieren Sie TronLink und laden Sie diese Seite dann neu.',
      fuel: 'In diesem Browser wurde keine Fuel-Wallet gefunden. Installieren oder entsperren Sie eine Fuel-Wallet und versuchen Sie es dann erneut.',
    },
  },
} as const satisfies Messages;
