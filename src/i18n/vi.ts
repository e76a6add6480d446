import type { Messages } from './types';

/** Vietnamese. Loaded only when chosen. */
export const vi = {
  common: {
    close: 'Đóng',
  },
  app: {
    navSwap: 'Hoán đổi',
    navHistory: 'Lịch sử',
  },
  health: {
    unavailable: 'Dịch vụ hoán đổi hiện không khả dụng. {error} Đang thử lại sau mỗi {seconds} giây…',
  },
  service: {
    timeout: 'Dịch vụ không phản hồi kịp thời.',
    unreachable: 'Không thể kết nối tới dịch vụ.',
    serverError: 'Dịch vụ báo lỗi (HTTP {status}).',
    errorPage: 'Dịch vụ trả về một trang lỗi (HTTP {status}).',
    unreadable: 'Dịch vụ gửi về một phản hồi mà tiện ích không đọc được.',
    busy: 'Dịch vụ đang bận.',
    busyRetry: 'Dịch vụ đang bận; sẽ thử lại sau {seconds} giây.',
  },
  offline: {
    banner:
      'Bạn đang ngoại tuyến. Giao dịch hoán đổi đang diễn ra vẫn tiếp tục tại dịch vụ; tiện ích sẽ kiểm tra lại khi bạn có mạng trở lại.',
  },
  boundary: {
    failed: 'Phần này của tiện ích đã ngừng hoạt động.',
    retry: 'Thử lại',
  },
  // The Help panel (src/ui/help/HelpPanel.tsx): the standing notice is a safety sentence.
  help: {
    button: 'Trợ giúp',
    title: 'Trợ giúp',
    noticeTitle: 'Cảnh giác với hỗ trợ giả mạo',
    noticeFirst: 'Bộ phận hỗ trợ của Portage không bao giờ nhắn cho bạn trước.',
    noticeSecret: 'Họ không bao giờ hỏi cụm từ khôi phục hay khóa riêng tư của bạn.',
    noticeLink: 'Họ không bao giờ gửi liên kết để “xác thực”, “đồng bộ” hay “khôi phục” ví.',
    noticeScam: 'Bất kỳ ai làm vậy đều là kẻ lừa đảo.',
    contactPartner: 'Liên hệ bộ phận hỗ trợ của {site}',
    contactSite: 'Để được trợ giúp, hãy liên hệ trang web nơi bạn tìm thấy tiện ích này.',
    give: 'Hãy đưa cho bộ phận hỗ trợ mã hoán đổi và thông tin chẩn đoán: đó là tất cả những gì họ cần.',
    swapId: 'Mã hoán đổi',
    copyId: 'Sao chép mã hoán đổi',
    copyDiagnostics: 'Sao chép thông tin chẩn đoán',
    diagnosticsHint:
      'Mã hoán đổi, các trạng thái và thời điểm, mã băm giao dịch, các mạng và phiên bản của tiện ích này. Không có gì trong đó có thể di chuyển tiền của bạn.',
    diagnosticsLabel: 'Thông tin chẩn đoán',
    copyFallback:
      'Trình duyệt không cho tiện ích sao chép. Văn bản bên dưới đã được chọn: hãy sao chép bằng Ctrl+C (⌘C trên Mac).',
  },
  copy: {
    copied: 'Đã sao chép',
    failed: 'Hãy chọn và sao chép',
  },
  sandbox: {
    simulateDeposit: 'Sandbox: mô phỏng khoản nạp',
  },
  storage: {
    notice:
      'Trang này không thể lưu dữ liệu trong trình duyệt của bạn, nên lịch sử hoán đổi sẽ mất khi tải lại trang. Hãy lưu lại mã hoán đổi để tìm lại giao dịch này.',
  },
  // Find my swap (History) and a swap opened here joining history (issue 35).
  find: {
    title: 'Tìm giao dịch hoán đổi của tôi',
    label: 'ID giao dịch hoán đổi hoặc hash giao dịch nạp',
    hint: 'Dán ID giao dịch hoán đổi, hoặc hash của giao dịch đã thanh toán khoản nạp.',
    submit: 'Tìm',
    searching: 'Đang tìm giao dịch hoán đổi này…',
    opening: 'Đã tìm thấy. Đang mở…',
    empty: 'Nhập ID giao dịch hoán đổi hoặc hash giao dịch nạp.',
    spaces: 'Xóa các dấu cách bên trong: ID giao dịch hoán đổi hay hash đều không có dấu cách.',
    malformed:
      'Đây không phải ID giao dịch hoán đổi cũng không phải hash giao dịch: hãy kiểm tra đã sao chép đầy đủ chưa.',
    notFound: 'Không có giao dịch hoán đổi nào với ID hoặc hash giao dịch này.',
    failed: 'Không thể tìm giao dịch hoán đổi. {problem}',
  },
  adopt: {
    title: 'Đây có phải giao dịch hoán đổi của bạn?',
    paysOut:
      'Giao dịch hoán đổi này không có trong lịch sử của trình duyệt này. Tiền sẽ được trả tới {address} trên {network}, bằng {token}. Đây có phải giao dịch hoán đổi của bạn?',
    add: 'Có, thêm vào lịch sử của tôi',
    added: 'Giao dịch hoán đổi này đã có trong lịch sử của bạn.',
    noPayout: 'Giao dịch hoán đổi này không có địa chỉ nhận tiền nên không thể thêm vào lịch sử của bạn.',
  },
  // The swaps of the connected wallets, in History (ui/history/WalletSwaps.tsx).
  walletSwaps: {
    title: 'Giao dịch hoán đổi của ví bạn',
    intro:
      'Các giao dịch hoán đổi mà dịch vụ biết cho các ví bạn đã kết nối và trình duyệt này chưa liệt kê ở trên: thực hiện trên trình duyệt hoặc ứng dụng khác.',
    loading: 'Đang tìm các giao dịch hoán đổi của ví bạn…',
    empty: 'Dịch vụ không biết giao dịch hoán đổi nào khác của ví bạn.',
    listed: {
      other: 'Đã liệt kê {count} giao dịch hoán đổi của ví bạn.',
    },
    error: 'Không tải được các giao dịch hoán đổi của ví bạn. {reason}',
    moreError: 'Không tải thêm được giao dịch hoán đổi của ví bạn. {reason}',
    retry: 'Thử lại',
    retrying: 'Đang thử lại…',
    showMore: 'Xem thêm',
    loadingMore: 'Đang tải thêm…',
  },
  history: {
    title: 'Giao dịch hoán đổi của bạn',
    empty: 'Các giao dịch hoán đổi bạn thực hiện trên trình duyệt này sẽ hiển thị ở đây.',
    route: '{sourceNetwork} → {destinationToken} trên {destinationNetwork}',
    status: {
      created: 'Đã tạo',
      user_transfer_pending: 'Đang chờ nạp',
      user_transfer_delayed: 'Khoản nạp bị chậm',
      ls_transfer_pending: 'Đang gửi',
      completed: 'Hoàn tất',
      failed: 'Thất bại',
      expired: 'Đã hết hạn',
      cancelled: 'Đã hủy',
      refunding: 'Đang hoàn tiền',
      refunded: 'Đã hoàn tiền',
      inProgress: 'Đang xử lý',
    },
  },
  errors: {
    generic: 'Đã xảy ra lỗi.',
    thisToken: 'token này',
    minimum: 'Mức tối thiểu cho tuyến này là {min} {token}.',
    belowMinimum: 'Số lượng này thấp hơn mức tối thiểu của tuyến này.',
    maximum: 'Mức tối đa cho tuyến này là {max} {token}.',
    aboveMaximum: 'Số lượng này cao hơn mức tối đa của tuyến này.',
    dailyLimit: 'Đã đạt hạn mức hôm nay cho {token}. Hãy thử số lượng nhỏ hơn, hoặc thử lại vào ngày mai.',
    dailyLimitOn:
      'Đã đạt hạn mức hôm nay cho {token} trên {network}. Hãy thử số lượng nhỏ hơn, hoặc thử lại vào ngày mai.',
    priceImpact: 'Tác động giá của giao dịch hoán đổi này quá cao. Hãy thử số lượng nhỏ hơn.',
    insufficientFunds: 'Dịch vụ hiện không thể đáp ứng số lượng này. Hãy thử số lượng nhỏ hơn.',
    routeNotFound: 'Tuyến này hiện không khả dụng. Hãy chọn token hoặc mạng khác.',
    blacklistedAddress: 'Không thể dùng địa chỉ này để hoán đổi.',
    unactivatedAddress: 'Địa chỉ này chưa được kích hoạt.',
    unactivatedAddressOn: 'Địa chỉ này chưa được kích hoạt trên {network}.',
    invalidAddress: 'Dịch vụ cho biết địa chỉ này không hợp lệ.',
    activeSwapLimit:
      'Bạn có quá nhiều giao dịch hoán đổi đang xử lý. Hãy hoàn tất một giao dịch trước khi bắt đầu giao dịch mới.',
    invalidCredentials: 'Tiện ích này chưa được thiết lập đúng: dịch vụ đã từ chối khóa API của nó.',
    walletOnly: 'Khoản nạp từ mạng này phải được gửi từ một ví đã kết nối.',
  },
  address: {
    lost: {
      tokenContract:
        'Đây là hợp đồng của token {token} trên {network}, không phải ví: token gửi đến đây sẽ bị mất. Hãy nhập địa chỉ ví của bạn.',
      zero: 'Đây là địa chỉ số không trên {network}, không phải ví: mọi thứ gửi đến đây sẽ bị mất. Hãy nhập địa chỉ ví của bạn.',
      burn: 'Đây là địa chỉ đốt trên {network}, không phải ví: mọi thứ gửi đến đây sẽ bị mất. Hãy nhập địa chỉ ví của bạn.',
      program:
        'Đây là một chương trình hệ thống trên {network}, không phải ví: mọi thứ gửi đến đây sẽ bị mất. Hãy nhập địa chỉ ví của bạn.',
      deposit:
        'Đây là địa chỉ nạp của một giao dịch hoán đổi, không phải ví: tiền gửi đến đây sẽ bị kẹt. Hãy nhập địa chỉ ví của bạn.',
    },
    uncheckable: 'Không thể kiểm tra địa chỉ này. Hãy tải lại trang và thử lại.',
    unsupported: 'Portage chưa thể kiểm tra địa chỉ trên mạng này.',
    empty: 'Địa chỉ đang trống.',
    onlySpaces: 'Địa chỉ này chỉ gồm khoảng trắng.',
    outerSpaces: 'Hãy xóa khoảng trắng ở đầu hoặc cuối địa chỉ.',
    innerSpaces: 'Hãy xóa khoảng trắng bên trong địa chỉ.',
    invisible: 'Địa chỉ này chứa một ký tự vô hình: hãy nhập lại, hoặc dán dưới dạng văn bản thuần.',
    smallX: 'Hãy viết phần đầu địa chỉ là 0x, với chữ x thường.',
    add0x: 'Hãy thêm 0x vào đầu địa chỉ.',
    nothingAfter0x: 'Địa chỉ này không có gì sau 0x.',
    hexChar: 'Địa chỉ này chứa {char}: sau 0x chỉ được có 0-9 và a-f.',
    checksum: 'Mã kiểm tra (checksum) của địa chỉ này không đúng: hãy kiểm tra xem có gõ nhầm không.',
    checksumCase:
      'Các chữ in hoa trong địa chỉ này không khớp với mã kiểm tra (checksum) của nó: hãy kiểm tra xem có gõ nhầm không.',
    invalid: 'Đây không phải là địa chỉ {network} hợp lệ: hãy kiểm tra xem có gõ nhầm không.',
    badChar: 'Địa chỉ này chứa {char}, ký tự không bao giờ xuất hiện trong địa chỉ {network}{hint}.',
    base58Hint: ' (địa chỉ {network} không bao giờ dùng 0, O, I hoặc l)',
    length: 'Địa chỉ {network} có {expected} ký tự (địa chỉ này có {length}).',
    looksLike: 'Đây có vẻ là {kind}, nhưng đích đến nằm trên {destination}.',
    kind: {
      evm: 'một địa chỉ kiểu Ethereum',
      hex64: 'một địa chỉ Starknet hoặc Fuel',
      ton: 'một địa chỉ TON',
      tron: 'một địa chỉ Tron',
      bitcoin: 'một địa chỉ Bitcoin',
      cosmos: 'một địa chỉ Cosmos',
      solana: 'một địa chỉ Solana',
    },
    network: {
      evm: 'một mạng kiểu Ethereum',
      cosmos: 'một mạng Cosmos',
    },
    evm: {
      start: 'Địa chỉ kiểu Ethereum bắt đầu bằng 0x.',
      length:
        'Địa chỉ kiểu Ethereum bắt đầu bằng 0x, theo sau là 40 ký tự thập lục phân (địa chỉ này có {length}).',
    },
    fuel: {
      bech32: 'Địa chỉ Fuel bắt đầu bằng fuel1 không còn được dùng: hãy dùng dạng bắt đầu bằng 0x.',
      start: 'Địa chỉ Fuel bắt đầu bằng 0x.',
      length: 'Địa chỉ Fuel bắt đầu bằng 0x, theo sau là 64 ký tự thập lục phân (địa chỉ này có {length}).',
    },
    bitcoin: {
      unsupported: 'Portage chưa thể kiểm tra địa chỉ trên mạng Bitcoin này.',
      otherNetwork: 'Địa chỉ Bitcoin này thuộc mạng khác ({other}), nhưng đích đến nằm trên {network}.',
      testnetOnMainnet:
        'Địa chỉ Bitcoin này thuộc mạng khác (testnet hoặc regtest), nhưng đích đến nằm trên mainnet.',
      mixedCase:
        'Địa chỉ Bitcoin bắt đầu bằng {hrp}1 chỉ gồm toàn chữ thường hoặc toàn chữ hoa, không trộn lẫn: hãy kiểm tra xem có gõ nhầm không.',
      segwitChar:
        'Địa chỉ này chứa {char}, ký tự không bao giờ xuất hiện trong loại địa chỉ Bitcoin này{hint}.',
      segwitHint: ' (sau {hrp}1, địa chỉ Bitcoin không bao giờ dùng 1, b, i hoặc o)',
      tooLong: 'Địa chỉ Bitcoin này quá dài ({length} ký tự).',
      tooShort: 'Địa chỉ Bitcoin này quá ngắn.',
      programLength:
        'Địa chỉ {prefix} này có độ dài không đúng: hãy kiểm tra xem có thiếu hoặc thừa ký tự không.',
      sendTo:
        'Portage chưa thể gửi tới loại địa chỉ Bitcoin này: hãy dùng địa chỉ bắt đầu bằng {first} hoặc {last}.',
      start: 'Địa chỉ Bitcoin bắt đầu bằng {first} hoặc {last}.',
      base58Char:
        'Địa chỉ này chứa {char}, ký tự không bao giờ xuất hiện trong địa chỉ Bitcoin bắt đầu bằng {start}{hint}.',
      base58Hint: ' (các địa chỉ này không bao giờ dùng 0, O, I hoặc l)',
      length:
        'Địa chỉ Bitcoin này có {length} ký tự, nhưng địa chỉ bắt đầu bằng {start} có từ 26 đến 35 ký tự.',
    },
    cosmos: {
      otherPrefix:
        'Địa chỉ này thuộc mạng khác (bắt đầu bằng {other}1): địa chỉ ở đây bắt đầu bằng {prefix}1.',
      start: 'Địa chỉ ở đây bắt đầu bằng {prefix}1.',
      mixedCase:
        'Địa chỉ Cosmos chỉ gồm toàn chữ thường hoặc toàn chữ hoa, không trộn lẫn: hãy kiểm tra xem có gõ nhầm không.',
      hint: ' (sau {prefix}1, địa chỉ không bao giờ dùng 1, b, i hoặc o)',
      tooShort: 'Địa chỉ Cosmos này quá ngắn: hãy kiểm tra xem có thiếu ký tự không.',
      length: 'Địa chỉ Cosmos này có độ dài không đúng: hãy kiểm tra xem có thiếu hoặc thừa ký tự không.',
    },
    solana: {
      length: 'Địa chỉ Solana có từ 32 đến 44 ký tự (địa chỉ này có {length}).',
      invalid:
        'Đây không phải là địa chỉ Solana hợp lệ: hãy kiểm tra xem có thiếu, thừa hoặc gõ nhầm ký tự không.',
    },
    starkex: {
      start: 'Địa chỉ StarkEx bắt đầu bằng 0x: đó là một khóa Stark hoặc một địa chỉ Ethereum.',
      length:
        'Địa chỉ StarkEx là một khóa Stark (0x và từ 41 đến 64 ký tự thập lục phân) hoặc một địa chỉ Ethereum (0x và 40 ký tự); địa chỉ này có {length}.',
      tooLarge: 'Số này quá lớn để là một khóa Stark: hãy kiểm tra xem có gõ nhầm không.',
    },
    starknet: {
      start: 'Địa chỉ trên {network} bắt đầu bằng 0x.',
      tooLong: 'Địa chỉ trên {network} có tối đa 64 ký tự thập lục phân sau 0x (địa chỉ này có {length}).',
      tooLarge: 'Số này quá lớn để là một địa chỉ trên {network}: hãy kiểm tra xem có gõ nhầm không.',
    },
    ton: {
      raw: 'Địa chỉ TON dạng thô gồm số workchain, dấu hai chấm và 64 ký tự thập lục phân, ví dụ 0:….',
      workchainSays: 'Địa chỉ TON nằm trên workchain 0 hoặc -1 (địa chỉ này ghi {workchain}).',
      workchainIs: 'Địa chỉ TON nằm trên workchain 0 hoặc -1 (địa chỉ này nằm trên workchain {workchain}).',
      rawChar: 'Địa chỉ này chứa {char}: sau dấu hai chấm chỉ được có 0-9 và a-f.',
      rawLength: 'Địa chỉ TON dạng thô có 64 ký tự thập lục phân sau dấu hai chấm (địa chỉ này có {length}).',
      mixed:
        'Địa chỉ này trộn - hoặc _ với + hoặc /, điều mà địa chỉ TON không bao giờ có: hãy kiểm tra xem có gõ nhầm không.',
      tag: 'Các ký tự đầu của địa chỉ này không thuộc loại địa chỉ TON nào đã biết.',
    },
    tron: {
      hex: 'Đây là địa chỉ Tron ở dạng thập lục phân: hãy dùng dạng bắt đầu bằng T thay thế.',
      start: 'Địa chỉ Tron bắt đầu bằng T.',
    },
  },
  // Whether a payout or refund address is a contract, read from the chains (issue 34).
  contractCode: {
    contract: 'Địa chỉ này là một hợp đồng trên {network}: hãy chắc chắn rằng nó có thể nhận {token} ở đó.',
    elsewhere:
      'Địa chỉ này là một hợp đồng (chẳng hạn một Safe) trên {other} nhưng không phải trên {network}: người kiểm soát nó trên {network} có thể không phải là bạn. Tiền gửi đến đó có thể bị mất.',
    acknowledge: 'Tôi đã kiểm tra rằng tôi kiểm soát địa chỉ này trên {network}.',
    uncheckable: 'Không thể kiểm tra địa chỉ này có phải là hợp đồng trên {network} hay không.',
  },
  picker: {
    from: 'Từ',
    to: 'Đến',
    onNetwork: 'trên {network}',
    loadingNetworks: 'Đang tải các mạng…',
    choose: 'Chọn token',
    backToNetworks: 'Mạng',
    tokenTitle: '{side}: token trên {network}',
    networkTitle: '{side}: mạng',
    reachableFrom: 'Có thể hoán đổi từ {route}.',
    canSendTo: 'Có thể hoán đổi sang {route}.',
    showAll: 'Hiện tất cả',
    tokensOn: 'Token trên {network}',
    searchTokens: 'Tìm token theo tên, ký hiệu hoặc địa chỉ hợp đồng',
    searchTokensPlaceholder: 'Tìm theo tên, ký hiệu hoặc hợp đồng',
    noTokenMatches: 'Không có token nào khớp.',
    networks: 'Mạng',
    searchNetworks: 'Tìm mạng',
    noNetworkMatches: 'Không có mạng nào khớp.',
    setBySite: 'Do trang này đặt',
    balance: 'Số dư',
    holdsTokens: 'Bạn có token ở đây',
  },
  route: {
    formLabel: 'Hoán đổi',
    fixedMissingFrom: 'Trang này đặt {network} làm mạng nguồn, nhưng hiện mạng này không được cung cấp.',
    fixedMissingTo: 'Trang này đặt {network} làm mạng đích, nhưng hiện mạng này không được cung cấp.',
    siteSetRoute: 'Tuyến do trang này đặt',
    blockConfirmAddress: 'Hãy xác nhận địa chỉ nhận.',
    setBySite: 'Do trang này đặt.',
    confirmPreset:
      'Trang này đã điền sẵn địa chỉ nhận. Tôi đã kiểm tra rằng {address} là địa chỉ của tôi trên {network}.',
    tokenOnNetwork: '{token} trên {network}',
    unreachable:
      'Không thể hoán đổi {sourceToken} trên {sourceNetwork} sang {destinationToken} trên {destinationNetwork}. Hãy chọn token hoặc mạng khác.',
    flip: 'Đảo chiều nguồn và đích',
    flipUnavailable: 'Tuyến ngược lại không khả dụng',
    walletOnlyUnavailable:
      'Khoản nạp từ {network} phải được gửi từ một ví {network} đã kết nối: dịch vụ không cấp địa chỉ nạp trên mạng này. Phiên bản Portage này chưa hỗ trợ nạp từ ví cho {network}; hãy chọn mạng nguồn khác.',
    walletOnlyNote:
      'Khoản nạp từ {network} được gửi từ ví {network} của bạn: dịch vụ không cấp địa chỉ nạp trên mạng này.',
    depositLegend: 'Cách nạp',
    fromMyWallet: 'Từ ví của tôi',
    sendMyself: 'Tự gửi tới địa chỉ nạp',
    loadingWallets: 'Đang tải ví…',
    amount: 'Số lượng',
    amountOf: 'Số lượng ({token})',
    amountPlaceholder: '0,0',
    destination: 'Địa chỉ nhận',
    destinationOn: 'Địa chỉ nhận trên {network}',
    yourAddress: 'Địa chỉ {network} của bạn',
    chooseDestinationFirst: 'Hãy chọn đích đến trước',
    refund: 'Địa chỉ hoàn tiền',
    refundOn: 'Địa chỉ hoàn tiền trên {network}',
    refundHint:
      'Tuyến này hoán đổi tài sản. Nếu giao dịch hoán đổi không thể hoàn tất, khoản nạp của bạn sẽ được trả lại về địa chỉ này, bằng token nguồn.',
    refuel: 'Nhận {token} làm phí gas trên {network}',
    refuelAmount: 'Nhận {token} làm phí gas trên {network} ({amount} {token})',
    slippage: 'Trượt giá',
    slippageAuto: 'Tự động',
    quoteChanged:
      'Báo giá đã thay đổi: giờ bạn sẽ nhận được {amount} {token}. Hãy kiểm tra lại và nhấn nút lần nữa.',
    blockRoute: 'Hãy chọn hoán đổi từ đâu và sang đâu.',
    blockAmount: 'Hãy nhập số lượng.',
    blockDestination: 'Hãy nhập địa chỉ nhận hợp lệ.',
    blockRefund: 'Hãy nhập địa chỉ hoàn tiền hợp lệ.',
    blockLostDestination: 'Hãy nhập địa chỉ của một ví làm địa chỉ nhận.',
    blockLostRefund: 'Hãy nhập địa chỉ của một ví làm địa chỉ hoàn tiền.',
    blockContractChecking: 'Đang kiểm tra địa chỉ có phải là hợp đồng không…',
    blockContractAcknowledge: 'Hãy đánh dấu ô dưới cảnh báo về hợp đồng để tiếp tục.',
    // The look-alike warning (swap/lookalike.ts): locked safety sentences.
    blockLookalike: 'Hãy kiểm tra địa chỉ nhận: nó giống một địa chỉ bạn biết.',
    blockLookalikeRefund: 'Hãy kiểm tra địa chỉ hoàn tiền: nó giống một địa chỉ bạn biết.',
    lookalike: {
      warning:
        'Địa chỉ này bắt đầu và kết thúc giống một địa chỉ bạn biết, nhưng phần giữa khác. Kẻ lừa đảo tạo ra những địa chỉ như vậy để bị sao chép nhầm.',
      typed: 'Bạn đã nhập',
      payout: 'Bạn đã dùng trước đây',
      refund: 'Địa chỉ hoàn tiền trước đây của bạn',
      wallet: 'Ví đã kết nối của bạn',
      middleStart: 'phần khác biệt bắt đầu:',
      middleEnd: 'phần khác biệt kết thúc.',
      confirm: 'Tôi đã kiểm tra từng ký tự: đây là một địa chỉ mới, không phải địa chỉ tôi biết.',
    },
    blockWalletOnly: 'Mạng này cần nạp từ ví.',
    blockConnect: 'Hãy kết nối ví của bạn.',
    creating: 'Đang tạo giao dịch hoán đổi…',
    create: 'Tạo giao dịch hoán đổi',
    gettingQuote: 'Đang lấy báo giá…',
    onlyDigits: 'Chỉ được nhập chữ số và một dấu thập phân.',
    noDecimals: '{token} không có phần thập phân.',
    tooManyDecimals: {
      other: '{token} cho phép tối đa {count} chữ số thập phân.',
    },
    loadingLimits: 'Đang tải hạn mức…',
    limits: 'Tối thiểu {min} {token} · Tối đa {max} {token}',
    tier: '{min}–{max} {token}: phí {percent} + {fixed} {token}',
    creatingSlow: 'Vẫn đang tạo giao dịch hoán đổi… dịch vụ phản hồi chậm.',
    createLost:
      'Dịch vụ không phản hồi, nên có thể một giao dịch hoán đổi đã được tạo mà trang này không nhận được kết quả. Bạn chưa nạp gì nên không mất gì cả. Hãy nhấn “{button}” để tạo giao dịch hoán đổi mới, và chỉ gửi khoản nạp cho giao dịch được hiển thị tiếp theo.',
    amountNegative: 'Số lượng không được là số âm.',
    amountExponent: 'Hãy viết số lượng mà không dùng số mũ (ví dụ 0.001, không phải 1e-3).',
    amountTooLarge: 'Số lượng này quá lớn: vượt quá mức {token} có thể biểu diễn.',
    blockAmountInvalid: 'Hãy kiểm tra số lượng.',
    youSend: 'Bạn gửi',
    methodWalletShort: 'Ví của tôi',
    methodAddressShort: 'Địa chỉ nạp',
    useMyWallet: 'Dùng địa chỉ ví của tôi',
    recentAddresses: 'Đã dùng trước đây',
    useRecent: 'Dùng {address}',
  },
  quote: {
    label: 'Báo giá',
    youReceive: 'Bạn nhận',
    minimumReceived: 'Nhận tối thiểu',
    serviceFee: 'Phí dịch vụ',
    networkFee: 'Phí mạng',
    totalFee: 'Tổng phí',
    rate: 'Tỷ giá',
    estimatedTime: 'Thời gian ước tính',
    route: 'Tuyến',
    reward: 'Phần thưởng',
    refreshesIn: 'Báo giá làm mới sau {seconds} giây',
    enterAmount: 'Nhập số lượng để xem bạn sẽ nhận được bao nhiêu.',
    fee: 'Phí {amount}',
    showDetails: 'Hiện chi tiết báo giá',
    hideDetails: 'Ẩn chi tiết báo giá',
    feeTiers: 'Phí theo số lượng',
    settings: 'Cài đặt',
  },
  deposit: {
    title: 'Gửi khoản nạp của bạn',
    titleNoAddress: 'Nạp',
    noAddress:
      'Giao dịch hoán đổi này không có địa chỉ nạp. Khoản nạp từ {network} phải được gửi từ một ví đã kết nối.',
    sendExactly: 'Gửi chính xác {amount} trên {network} tới địa chỉ này:',
    qrLabel: 'Mã QR của địa chỉ nạp {address}',
    addressLabel: 'Địa chỉ nạp',
    copyAddress: 'Sao chép địa chỉ',
    amountLabel: 'Số lượng',
    copyAmount: 'Sao chép số lượng',
    warning:
      'Chỉ gửi {token} trên {network}. Token khác, hoặc {token} trên mạng khác, gửi tới địa chỉ này sẽ bị mất.',
    incomplete: 'Hướng dẫn nạp chưa đầy đủ (không có số lượng chính xác).',
    disagree: 'Hướng dẫn nạp không thống nhất về số lượng cần gửi.',
    doNotSend: '{reason} Đừng gửi gì cho giao dịch hoán đổi này; hãy bắt đầu giao dịch mới.',
    waiting: 'Đang chờ khoản nạp của bạn',
    checkTitle: 'Hãy kiểm tra giao dịch hoán đổi này trước',
    notCreatedHere:
      'Giao dịch hoán đổi này không được tạo tại đây. Tiền sẽ được trả tới {address} trên {network}.',
    asksToSend: 'Giao dịch yêu cầu {amount} trên {network}.',
    confirmMine: 'Tôi đã kiểm tra đây là địa chỉ của tôi.',
    confirmContinue: 'Tiếp tục',
    cannotCheck:
      'Portage không thể đối chiếu giao dịch hoán đổi này với các mạng trong danh sách của mình ({reason}), nên không hiển thị cách thanh toán. Đừng gửi gì cho giao dịch này; hãy bắt đầu một giao dịch hoán đổi mới.',
    cannotCheckReason: {
      network: 'mạng nguồn của nó không có trong danh sách',
      token: 'token của nó không có trong danh sách của mạng đó',
      amount: 'số lượng của nó không khớp với số chữ số thập phân của token',
      destination: 'nó không có địa chỉ nhận thanh toán',
    },
    tokenFacts: {
      decimals:
        'Dữ liệu token riêng của Portage cho biết {token} trên {network} có {table} chữ số thập phân, nhưng danh sách tuyến nói là {list}, nên số tiền sẽ sai. Portage không hiển thị cách nào để thanh toán giao dịch hoán đổi này: đừng gửi gì cho nó; hãy bắt đầu một giao dịch mới.',
      contract:
        'Dữ liệu token riêng của Portage cho biết {token} trên {network} là hợp đồng {table}, nhưng danh sách tuyến ghi {list}. Portage không hiển thị cách nào để thanh toán giao dịch hoán đổi này: đừng gửi gì cho nó; hãy bắt đầu một giao dịch mới.',
      notNative:
        'Dữ liệu token riêng của Portage cho biết {token} trên {network} là đồng tiền gốc của mạng, nhưng danh sách tuyến ghi hợp đồng {list}. Portage không hiển thị cách nào để thanh toán giao dịch hoán đổi này: đừng gửi gì cho nó; hãy bắt đầu một giao dịch mới.',
      native:
        'Dữ liệu token riêng của Portage cho biết {token} trên {network} là hợp đồng {table}, nhưng danh sách tuyến ghi đồng tiền gốc của mạng. Portage không hiển thị cách nào để thanh toán giao dịch hoán đổi này: đừng gửi gì cho nó; hãy bắt đầu một giao dịch mới.',
      baseAsset:
        'Portage cố định {table} là tài sản cơ sở của {network}, nhưng danh sách tuyến đưa ra {list}. Portage không hiển thị cách nào để thanh toán giao dịch hoán đổi này: đừng gửi gì cho nó; hãy bắt đầu một giao dịch mới.',
      noBaseAsset:
        'Portage không cố định tài sản cơ sở nào cho {network}, nên không thể kiểm tra khoản nạp ở đó được trả bằng gì. Portage không hiển thị cách nào để thanh toán giao dịch hoán đổi này: đừng gửi gì cho nó; hãy bắt đầu một giao dịch mới.',
      unavailable:
        'Portage không tải được dữ liệu token riêng, nên chưa thể kiểm tra khoản nạp này. Đừng gửi gì cho đến khi nó kiểm tra được.',
    },
    swapId: 'Mã hoán đổi',
    copySwapId: 'Sao chép mã hoán đổi',
    youSend: 'Bạn gửi',
    onNetwork: 'trên {network}',
    fromLabel: 'Từ',
    toLabel: 'Đến',
    networkLabel: 'Mạng',
    contractLabel: 'Hợp đồng nạp',
    approveLabel: 'Cần phê duyệt trước',
    memoLabel: 'Số thứ tự hoán đổi',
  },
  swap: {
    loading: 'Đang tải giao dịch hoán đổi',
    notFound: 'Không tìm thấy giao dịch hoán đổi này. Có thể nó thuộc dịch vụ khác hoặc đã bị xóa.',
    loadFailed: 'Không thể tải giao dịch hoán đổi.',
    newSwap: 'Bắt đầu giao dịch hoán đổi mới',
    lostContact:
      'Mất kết nối với dịch vụ. {problem} Giao dịch hoán đổi của bạn vẫn tiếp tục tại dịch vụ; trang này vẫn đang kiểm tra.',
    loadRetrying: 'Chưa tải được giao dịch hoán đổi. {problem} Đang thử lại…',
  },
  delivery: {
    checking: 'Đang kiểm tra khoản thanh toán trên {network}…',
    delivered: 'Đã nhận — đã kiểm tra trên {network}',
    minimumUnknown:
      'Ở đây không biết số tiền tối thiểu: đã kiểm tra địa chỉ, token và xác nhận, không kiểm tra số tiền.',
    notConfirmed: 'Chưa được xác nhận trên chuỗi: {differences}.',
    notFound: '{network} không có giao dịch {hash}',
    failed: 'giao dịch đã thất bại',
    pending: 'giao dịch chưa được xác nhận',
    otherRecipient: 'nó đã trả cho {paid}, không phải {expected}',
    noRecipient: 'nó không trả gì cho {expected}',
    otherToken: 'nó đã trả bằng {paid}, không phải {token}',
    nativeCoin: 'đồng tiền gốc',
    lessThanMinimum: 'nó đã trả {paid} {token}, ít hơn mức tối thiểu {minimum} {token}',
    notChecked: 'Chưa kiểm tra trên chuỗi: {reason}',
    reasonNoReader: 'Portage không đọc được chuỗi của {network}.',
    reasonNoNode: '{network} không có nút nào mà Portage có thể hỏi.',
    reasonNodeError: 'nút của {network} đã không trả lời.',
    reasonNoTransaction: 'dịch vụ không nêu giao dịch nào.',
    reasonNoRecipient: 'ở đây không biết địa chỉ hoàn tiền.',
    historyDelivered: 'Đã nhận — đã kiểm tra trên chuỗi',
    historyNotConfirmed: 'Chưa được xác nhận trên chuỗi',
    historyNotChecked: 'Chưa kiểm tra trên chuỗi',
    titleNotConfirmed: 'Dịch vụ cho biết giao dịch hoán đổi này đã hoàn tất',
    serviceSaysSent: 'Dịch vụ nói đã gửi',
  },
  status: {
    failReason: {
      received_less_than_valid_range: 'Khoản nạp nhỏ hơn mức tối thiểu của tuyến này.',
      received_more_than_valid_range: 'Khoản nạp lớn hơn mức tối đa của tuyến này.',
      swap_route_unavailable: 'Tuyến trở nên không khả dụng trong khi giao dịch hoán đổi đang được xử lý.',
      degraded_quote: 'Giá đã biến động quá xa so với báo giá trước khi kịp thực hiện hoán đổi.',
      quote_expired: 'Khoản nạp đến sau khi giao dịch hoán đổi đã hết hạn.',
    },
    noReason: 'Dịch vụ không cho biết lý do.',
    reasonGiven: 'Lý do dịch vụ đưa ra: {reason}.',
    refunded: 'Đã hoàn tiền',
    refundInProgress: 'Đang hoàn tiền',
    refundedText: 'Không thể hoàn tất giao dịch hoán đổi, và khoản nạp của bạn đã được gửi trả lại cho bạn.',
    refundingText: 'Không thể hoàn tất giao dịch hoán đổi. Khoản nạp của bạn đang được gửi trả lại cho bạn.',
    amountOn: '{amount} {token} trên {network}',
    feeDeducted: 'Phí mạng đã khấu trừ',
    to: 'Đến',
    refundTransaction: 'Giao dịch hoàn tiền',
    refundLater: 'Giao dịch hoàn tiền bằng {token} sẽ xuất hiện ở đây sau khi được gửi.',
    yourDeposit: 'Khoản nạp của bạn: {link}',
    failed: 'Hoán đổi thất bại',
    expired: 'Hoán đổi đã hết hạn',
    cancelled: 'Hoán đổi đã bị hủy',
    notSwapped:
      'Khoản nạp {amount} {token} trên {network} của bạn đã được nhận nhưng chưa được hoán đổi. Hãy liên hệ bộ phận hỗ trợ kèm mã hoán đổi bên dưới để được hoàn trả.',
    noFunds: 'Không nhận được khoản tiền nào cho giao dịch hoán đổi này.',
    expiredText:
      'Không có khoản nạp nào đến kịp thời, nên không có gì được hoán đổi. Đừng gửi thêm tiền cho giao dịch hoán đổi này nữa: nếu bạn đã gửi, số tiền sẽ được hoàn lại cho bạn sau khi trừ phí mạng. Hãy bắt đầu giao dịch hoán đổi mới để thử lại.',
    cancelledText: 'Giao dịch hoán đổi này đã bị hủy. Sẽ không có gì xảy ra với nó nữa.',
    depositReceived: 'Đã nhận khoản nạp',
    depositSent: 'Đã gửi khoản nạp',
    waitingDeposit: 'Đang chờ khoản nạp của bạn',
    confirmations: '{done}/{required} xác nhận',
    sentFromWallet: 'Đã gửi từ ví của bạn, đang chờ mạng xác nhận · {link}',
    notSeen: 'Dịch vụ chưa thấy khoản nạp của bạn.',
    sending: 'Đang gửi {token} trên {network}',
    serviceSending: 'Dịch vụ đang gửi tiền cho bạn.',
    completed: 'Hoàn tất',
    received: 'Đã nhận',
    titleCompleted: 'Hoán đổi hoàn tất',
    titleInProgress: 'Đang hoán đổi',
    unknownStatus: 'Đang xử lý ({status}).',
    fromExchange: 'Từ sàn: {name}.',
    toExchange: 'Tới sàn: {name}.',
    elapsed: 'Đã trôi qua {time}',
    pending: 'đang chờ',
    opensExplorer: ' (mở trình khám phá khối)',
    youReceivedLabel: 'Bạn đã nhận',
    onNetworkTo: 'trên {network} · tới {address}',
    forGas: '+ {amount} {token} làm phí gas',
    sent: 'Đã gửi {token} trên {network}',
    pairSummary: 'Bạn gửi {from} và nhận khoảng {to}',
    progress: 'Tiến trình',
  },
  statusTime: {
    inStatus: 'Ở bước này đã {elapsed}, từ {time}',
    inStatusSeen: 'Ở bước này ít nhất {elapsed}: trình duyệt này thấy lần đầu lúc {time}',
    endedAt: 'Từ {time}',
    endedSeen: 'Trình duyệt này thấy từ {time}',
    sinceUnknown: 'Dịch vụ không cho biết giao dịch hoán đổi ở bước này từ khi nào.',
    next: {
      send_deposit: 'Tiếp theo: gửi khoản nạp. Giao dịch hoán đổi bắt đầu khi {network} xác nhận.',
      deposit_on_its_way: 'Tiếp theo: dịch vụ thấy khoản nạp của bạn khi {network} đưa nó vào một khối.',
      confirm_deposit:
        'Tiếp theo: {network} xác nhận khoản nạp của bạn, rồi dịch vụ gửi {token} trên {destination}.',
      delayed:
        'Tiếp theo: dịch vụ xác nhận khoản nạp của bạn, việc này lâu hơn dự kiến. Giao dịch hoán đổi tự tiếp tục.',
      service_sends: 'Tiếp theo: dịch vụ gửi {token} cho bạn trên {destination}.',
      refund_sends:
        'Tiếp theo: dịch vụ hoàn lại khoản nạp bằng {token} trên {network}, trừ phí mạng của lần hoàn tiền.',
      completed: 'Không còn gì xảy ra nữa: giao dịch hoán đổi đã hoàn tất.',
      refunded: 'Không còn gì xảy ra nữa: tiền hoàn đã được gửi.',
      failed: 'Giao dịch hoán đổi này sẽ không tự tiến triển thêm.',
      failed_deposit:
        'Giao dịch hoán đổi này sẽ không tự tiến triển thêm. Để được trả lại khoản nạp, hãy mở Trợ giúp của giao dịch này.',
      expired: 'Giao dịch hoán đổi này sẽ không tiến triển thêm. Đừng gửi tiền cho nó.',
      cancelled: 'Giao dịch hoán đổi này sẽ không tiến triển thêm.',
      unknown:
        'Tiếp theo: dịch vụ báo một bước mà Portage không biết. Portage tiếp tục kiểm tra; bạn không cần làm gì.',
    },
    usually: 'Việc này thường mất {duration}.',
    usuallyRefund:
      'Dịch vụ không nêu thời gian hoàn tiền; các giao dịch hoán đổi trên tuyến này thường mất {duration}.',
    confirmationsSoFar: 'Hiện có {confirmations}; mất bao lâu tùy vào các khối của {network}.',
    slow: 'Việc này đang lâu hơn thường lệ. Bạn chưa cần làm gì: giao dịch hoán đổi tự tiếp tục. Nếu vẫn như vậy, hãy mở Trợ giúp của giao dịch này.',
    expiresAt: 'Hết hạn lúc {time} (sau {duration}). Chỉ gửi khoản nạp trước thời điểm đó.',
    expiryPassed: 'Thời hạn nạp đã kết thúc lúc {time}. Đừng gửi tiền cho giao dịch hoán đổi này.',
    expiryUnknown:
      'Giao dịch hoán đổi không nhận được khoản nạp sẽ hết hạn sau một thời gian. Chỉ gửi khoản nạp khi màn hình này yêu cầu.',
    refund: {
      toBeRefunded: 'Sẽ hoàn lại',
      amountAbout: 'khoảng {amount} {token} trên {network}, trừ phí mạng của lần hoàn tiền',
      amountUnknown: 'khoản nạp {token} của bạn trên {network}, trừ phí mạng của lần hoàn tiền',
      feeUnknown: 'Dịch vụ không nêu; được trừ vào tiền hoàn',
      gas: 'Phí mạng (gas) để gửi tiền hoàn được trừ vào số tiền hoàn lại.',
      from: {
        refund: 'theo giao dịch hoàn tiền',
        refund_address: 'địa chỉ hoàn tiền bạn đã nhập',
        wallet: 'ví bạn đã dùng để nạp',
        sender: 'địa chỉ đã gửi khoản nạp của bạn',
      },
      toUnknown:
        'Chưa biết: dịch vụ chưa cho biết và trình duyệt này không có địa chỉ hoàn tiền cho giao dịch hoán đổi này.',
    },
  },
  wallet: {
    connect: 'Kết nối ví',
    connecting: 'Đang kết nối…',
    walletsInBrowser: 'Ví trong trình duyệt này',
    theNetwork: 'mạng nguồn',
    stage: {
      preparing: 'Đang chuẩn bị khoản nạp…',
      switching: 'Đang chuyển ví của bạn sang đúng mạng…',
      approving: 'Hãy phê duyệt token trong ví của bạn…',
      'confirming-approval': 'Đang chờ phê duyệt được xác nhận…',
      sending: 'Hãy xác nhận khoản nạp trong ví của bạn…',
      broadcasting: 'Đang gửi khoản nạp đã ký lên mạng…',
    },
    hashNotRecorded:
      'Portage không thể ghi lại khoản nạp này trong trình duyệt này. Hãy lưu lại mã băm giao dịch này, và đừng gửi lại khoản nạp này.',
    copyHash: 'Sao chép mã băm giao dịch',
    willNotSign: '{reason} Portage sẽ không yêu cầu ví của bạn ký giao dịch này.',
    loading: 'Đang tải ví của bạn…',
    interrupted:
      'Chúng tôi không thể xác nhận khoản nạp của bạn đã được gửi: trang đã bị đóng hoặc tải lại trong khi ví đang yêu cầu bạn ký. Hãy kiểm tra lịch sử giao dịch trong ví trước khi gửi lại.',
    interruptedWithLink:
      'Chúng tôi không thể xác nhận khoản nạp của bạn đã được gửi: trang đã bị đóng hoặc tải lại trong khi ví đang yêu cầu bạn ký. Hãy kiểm tra lịch sử giao dịch trong ví ({link}) trước khi gửi lại.',
    addressOnExplorer: 'địa chỉ của bạn trên trình khám phá khối',
    checkedNothingSent: 'Tôi đã kiểm tra: chưa có gì được gửi',
    sendingInOtherTab:
      'Khoản nạp này đang được gửi từ một tab hoặc cửa sổ khác của trang này. Hãy hoàn tất ở đó; trang này sẽ cập nhật khi khoản nạp được gửi.',
    wrongAccount:
      'Giao dịch hoán đổi này được tạo cho tài khoản {expected}, nhưng ví của bạn đang dùng {actual}. Hãy chuyển sang tài khoản đó trong ví để gửi khoản nạp.',
    notRecorded:
      'Không thể ghi lại khoản nạp này trong trình duyệt này, nên Portage sẽ không gửi nó từ đây: sau khi tải lại trang, nó có thể bị gửi hai lần. Hãy tải lại trang; nếu thông báo này vẫn còn, đừng gửi gì và hãy bắt đầu giao dịch hoán đổi mới.',
    previewLabel: 'Nội dung ví của bạn sẽ ký',
    previewing: 'Đang kiểm tra nội dung ví sẽ yêu cầu bạn ký…',
    sendButton: 'Gửi {amount} {token} từ ví',
    panelWallet: 'Ví {address}',
    balance: 'Số dư {amount} {token}',
    balanceUnavailable: 'Không lấy được số dư',
    readingBalance: 'Đang đọc số dư…',
    max: 'Tối đa',
    disconnect: 'Ngắt kết nối',
  },
  walletError: {
    rejected: 'Bạn đã từ chối yêu cầu trong ví. Chưa có gì được gửi; bạn có thể thử lại.',
    insufficient_funds: 'Ví của bạn không đủ số dư để gửi số lượng này và trả phí mạng.',
    wrong_chain: 'Ví của bạn đang ở mạng khác. Hãy chuyển ví sang {network} và thử lại.',
    wrong_network: 'Ví của bạn đang ở mạng khác. Hãy chuyển ví sang {network} và thử lại.',
    dropped:
      'Mạng đã loại bỏ giao dịch trước khi nó được đưa vào khối. Hãy kiểm tra lịch sử giao dịch trong ví trước khi thử lại.',
    reverted:
      'Mạng đã từ chối giao dịch, nên số tiền chưa được gửi (nếu giao dịch đã vào khối, bạn chỉ mất phí mạng).',
    failed_onchain: 'Khoản nạp thất bại trên {network}. Số tiền chưa được gửi; bạn chỉ mất phí mạng.',
    simulation_failed:
      'Mạng sẽ từ chối giao dịch này, nên nó chưa được gửi. Không có gì rời khỏi ví của bạn.',
    blockhash_expired:
      'Khoản nạp đã hết hạn trước khi tới {network} (nó được ký từ quá lâu). Chưa có gì được gửi; hãy thử lại và phê duyệt trong ví trong vòng một phút.',
    node_unreachable:
      'Portage không thể kết nối tới {network}. Hãy kiểm tra kết nối và thử lại; nếu ví của bạn cho thấy khoản nạp đã được gửi, hãy chờ thay vì gửi lại.',
    node_refused: '{network} đã từ chối khoản nạp, nên chưa có gì được gửi.',
    broadcast_refused: 'Mạng đã từ chối khoản nạp. Chưa có gì được gửi.',
    not_connected: 'Ví của bạn chưa được kết nối. Hãy kết nối và thử lại.',
    refused:
      'Portage đã từ chối ký khoản nạp này vì nó không khớp với yêu cầu của giao dịch hoán đổi. Chưa có gì được gửi.',
    token_mismatch:
      'Hợp đồng token trên {network}, đọc qua ví của bạn, không khớp với token của giao dịch hoán đổi này (số thập phân hoặc ký hiệu khác nhau), nên Portage sẽ không ký khoản nạp. Chưa có gì được gửi.',
    wallet_changed:
      'Ví của bạn trả về một giao dịch khác với giao dịch Portage đã chuẩn bị, nên Portage không gửi nó. Không có gì rời khỏi ví của bạn.',
    no_wallet: 'Không tìm thấy ví cho mạng này trong trình duyệt. Hãy cài đặt một ví, rồi tải lại trang.',
    wallet: 'Ví của bạn không thể gửi khoản nạp. Hãy kiểm tra ví và thử lại.',
    unknown: 'Ví của bạn không thể gửi khoản nạp. Hãy kiểm tra ví và thử lại.',
  },
  walletChooser: {
    title: 'Kết nối ví {family}',
    searching: 'Đang tìm ví {family} trong trình duyệt này…',
    declined: 'Bạn đã từ chối kết nối trong {wallet}. Bạn có thể thử lại.',
    noAccount: '{wallet} không cung cấp địa chỉ. Hãy mở khóa ví và thử lại.',
    failed: 'Không thể kết nối {wallet}.',
    notInstalled: 'Chưa cài đặt',
    empty: {
      solana:
        'Không tìm thấy ví Solana trong trình duyệt này. Hãy cài đặt hoặc bật một ví Solana hỗ trợ Wallet Standard, rồi tải lại trang này.',
      bitcoin:
        'Không tìm thấy ví Bitcoin trong trình duyệt này. Hãy cài đặt một ví hỗ trợ Sats Connect (chẳng hạn Xverse), rồi tải lại trang.',
      starknet:
        'Không tìm thấy ví Starknet trong trình duyệt này. Hãy cài đặt hoặc bật một ví Starknet (chẳng hạn Argent X hoặc Braavos), rồi tải lại trang này.',
      tron: 'Không tìm thấy ví Tron trong trình duyệt này. Hãy cài đặt TronLink, rồi tải lại trang này.',
      fuel: 'Không tìm thấy ví Fuel trong trình duyệt này. Hãy cài đặt hoặc mở khóa một ví Fuel, rồi thử lại.',
    },
  },
} as const satisfies Messages;
