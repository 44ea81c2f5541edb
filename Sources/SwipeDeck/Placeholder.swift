import SwipeCore
